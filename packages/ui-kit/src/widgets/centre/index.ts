// The widgets both centres share (member and agent), re-exported by the package's index.ts.
export type { CentreFormField, CentreFormProps, FormOutcome } from './CentreForm';
export { CentreForm } from './CentreForm';
