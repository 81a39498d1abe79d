import { PageHeader } from '../../components/ui/states';

export function Component() {
  return <PageHeader title="calls" />;
}
