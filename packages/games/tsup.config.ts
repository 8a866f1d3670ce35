import { libraryConfig } from '../../tsup.shared.ts';

export default libraryConfig();
