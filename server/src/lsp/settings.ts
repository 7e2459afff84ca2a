import { ALL_FAMILIES_ENABLED, CHECK_FAMILIES, type EnabledFamilies } from '../core/diagnostics/checkFamilies';

/** The server's view of the `cardscript.*` settings of one resource. */
export interface CardScriptSettings {
  readonly checks: EnabledFamilies;
  /** `cardscript.inlayHints.enabled`: Tribute counts after levels, categories after names. */
  readonly inlayHints: boolean;
  /** `cardscript.simulation.edoproReferee`: "Simulate summon" shows EDOPro's verdict beside ours. */
  readonly edoproReferee: boolean;
}

export const DEFAULT_SETTINGS: CardScriptSettings = { checks: ALL_FAMILIES_ENABLED, inlayHints: true, edoproReferee: true };

/**
 * Reads the `cardscript` section as the client sends it. Settings come from users' JSON files, so
 * anything may arrive: only real booleans switch a family or the inlay hints; everything else keeps the
 * default. Syntax errors are always reported (a file that does not parse has no other truth to show).
 */
export function normalizeSettings(raw: unknown): CardScriptSettings {
  const section = isRecord(raw) ? raw : {};
  const nested = isRecord(section.checks) ? section.checks : {};
  const checks: Record<string, boolean> = { ...ALL_FAMILIES_ENABLED };
  for (const family of CHECK_FAMILIES) {
    const value = nested[family] ?? section[`checks.${family}`];
    if (typeof value === 'boolean') checks[family] = value;
  }
  checks.syntax = true;
  const hints = isRecord(section.inlayHints) ? section.inlayHints.enabled : section['inlayHints.enabled'];
  const referee = isRecord(section.simulation) ? section.simulation.edoproReferee : section['simulation.edoproReferee'];
  return {
    checks: checks as EnabledFamilies,
    inlayHints: typeof hints === 'boolean' ? hints : DEFAULT_SETTINGS.inlayHints,
    edoproReferee: typeof referee === 'boolean' ? referee : DEFAULT_SETTINGS.edoproReferee,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Settings per resource, cached (the vscode-eslint lesson: folders may differ, and asking the client on
 * every keystroke is slow). Clients without `workspace/configuration` push one global section through
 * `workspace/didChangeConfiguration` instead.
 */
export class SettingsCache {
  private readonly byUri = new Map<string, Promise<CardScriptSettings>>();
  private global: CardScriptSettings = DEFAULT_SETTINGS;

  constructor(
    /** Asks the client for the `cardscript` section of one resource; undefined when it cannot ask. */
    private readonly fetchSection: ((uri: string) => Promise<unknown>) | undefined,
  ) {}

  get(uri: string): Promise<CardScriptSettings> {
    if (!this.fetchSection) return Promise.resolve(this.global);
    let cached = this.byUri.get(uri);
    if (!cached) {
      cached = this.fetchSection(uri).then(normalizeSettings, () => DEFAULT_SETTINGS);
      this.byUri.set(uri, cached);
    }
    return cached;
  }

  /** A configuration change: forget everything cached; for push-only clients take the pushed section. */
  changed(pushed: unknown): void {
    this.byUri.clear();
    if (!this.fetchSection) this.global = normalizeSettings(isRecord(pushed) ? pushed.cardscript : undefined);
  }

  forget(uri: string): void {
    this.byUri.delete(uri);
  }
}
