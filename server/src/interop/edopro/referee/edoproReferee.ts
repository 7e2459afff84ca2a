import type { CardLookup } from '../../../engine/cardCatalog';
import type { SummonMatrix } from '../../../engine/summonMatrix';
import type { RefereeAnswer } from './refereeRun';
import type { OcgcoreLibrary } from '../ocgcore/loadOcgcore';
import type { ExportOptions } from '../exportSet';

/** EDOPro's answers for one matrix, or why it could not be asked at all. */
export type MatrixRefereeOutcome =
  | { readonly asked: true; readonly answers: ReadonlyMap<string, RefereeAnswer>; readonly ms: number; readonly loadMs: number | null }
  | { readonly asked: false; readonly reason: string };

/**
 * The server's EDOPro referee: loads the real engine on the first question only (the setting
 * `cardscript.simulation.edoproReferee`; nothing is loaded at startup), keeps it for later questions, and
 * replaces it after a crash (a WebAssembly trap leaves an instance unusable).
 */
export class EdoproReferee {
  private engine: Promise<OcgcoreLibrary> | undefined;
  /** Questions are asked one matrix at a time: two simulations never play duels in the same engine at once. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly load: () => Promise<OcgcoreLibrary>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** `exportOptions.ownLua`: the cards' own Lua files, merged into their scripts as the export merges them. */
  judge(matrix: SummonMatrix, lookup: CardLookup, exportOptions: Pick<ExportOptions, 'ownLua'> = {}): Promise<MatrixRefereeOutcome> {
    const turn = this.queue.then(() => this.judgeNow(matrix, lookup, exportOptions));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async judgeNow(matrix: SummonMatrix, lookup: CardLookup, exportOptions: Pick<ExportOptions, 'ownLua'>): Promise<MatrixRefereeOutcome> {
    const loading = this.engine === undefined;
    const loadStarted = this.now();
    this.engine ??= this.load();
    let lib: OcgcoreLibrary;
    try {
      lib = await this.engine;
    } catch (error) {
      this.engine = undefined;
      return { asked: false, reason: `EDOPro's engine could not be loaded: ${error instanceof Error ? error.message : String(error)}` };
    }
    const loadMs = loading ? Math.round(this.now() - loadStarted) : null;
    // The exporter and the referee are evaluated on first use too: the server's startup does not run them.
    const { refereeMatrix } = await import('./matrixReferee');
    const started = this.now();
    const answers = await refereeMatrix(lib, matrix, lookup, exportOptions);
    if ([...answers.values()].some((a) => a.crashed)) this.engine = undefined;
    return { asked: true, answers, ms: Math.round(this.now() - started), loadMs };
  }
}
