/**
 * The Node flags the language server's process is started with by the VS Code client (its execArgv), and
 * by the bench, which measures the server as the client starts it.
 *
 * `--max-semi-space-size=2`: a young generation of 2 MB semi-spaces instead of Node's 16. The analysis
 * keeps most of what it allocates, so larger semi-spaces only held more between collections. Measured with
 * the bench, same minutes, peak resident memory (VmHWM): the 10,000-card workspace 205-208 -> 177 MB once
 * loaded, 228-230 -> 198 MB after the requests; the 2,000-card file 196 -> 138-141 MB; the damaged
 * 1,000-card file 164 -> 111-112 MB; with the same CPU for the cold load (1.73-1.75 s -> 1.60 s), the open of
 * the damaged 10,000-card file (three interleaved runs: 1.70-2.02 s with 16 MB, 1.63-2.17 s with 2 MB) and
 * the edits (4 MB semi-spaces: 182 / 201 MB). V8 sizes the heap when the process starts: this cannot be set later.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2'];
