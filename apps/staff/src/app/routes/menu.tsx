import { MenuEditorScreen } from '../../features/menu-editor/components/menu-editor-screen';

export function Component() {
  return <MenuEditorScreen />;
}
