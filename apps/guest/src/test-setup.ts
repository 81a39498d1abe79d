import { EN_APP } from './lib/i18n/en-app';
import { registerEnglish } from './lib/i18n/locale-store';

// Component tests render pages without the routed app's chunk, which brings their English.
registerEnglish(EN_APP);
