/** How serious a diagnostic is, in the LSP's four levels. */
export type Severity = 'error' | 'warning' | 'information' | 'hint';
