/** Reports: what other features mount (the profile, the hover card). */
export { ReportButton } from './ReportButton';
export { ReportDialog } from './ReportDialog';
