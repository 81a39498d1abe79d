// Every shipped font's latin 400 and 700 faces, so the font list and the preview show each
// font as it is (this screen's chunk only; the guest app loads just the brand's one).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/lora/latin-400.css';
import '@fontsource/lora/latin-700.css';
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-700.css';
