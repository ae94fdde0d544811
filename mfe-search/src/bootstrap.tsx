import { bootStandalone } from '@baeum/shared';
import '@baeum/shared/styles/global.scss';
import { StandaloneFrame } from './StandaloneFrame';

// Standalone boot for this remote's team (its port in shared/mf/packages.json), with a plain header
// holding the search bar; in the composed site the shell draws the header.
bootStandalone(<StandaloneFrame />);
