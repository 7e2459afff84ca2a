/**
 * The last outcome of each code lens's run, so the lens title shows it at a glance ("Simulate summon ·
 * 6 legal, 4 illegal"). Keyed by document and declaration name; forgotten when the document changes,
 * because an edited card or scenario may no longer give the same result.
 */
export class SimulationOutcomes {
  private readonly byDocument = new Map<string, Map<string, string>>();

  record(uri: string, kind: 'card' | 'scenario', name: string, outcome: string): void {
    let outcomes = this.byDocument.get(uri);
    if (!outcomes) this.byDocument.set(uri, (outcomes = new Map()));
    outcomes.set(`${kind}:${name}`, outcome);
  }

  outcomeOf(uri: string, kind: 'card' | 'scenario', name: string): string | undefined {
    return this.byDocument.get(uri)?.get(`${kind}:${name}`);
  }

  forget(uri: string): void {
    this.byDocument.delete(uri);
  }
}
