/** The CLI expands its path arguments with the shared discovery (server/src/files), synchronously. */
export { type FoundCardFiles, findCardFilesSync as findCardFiles } from '../files/cardFileDiscovery';
