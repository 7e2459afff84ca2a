import type { CardDeclaration, CardFilter, Frame, MonsterDeclaration } from '../../core/model/cards';
import type { CardLookup } from '../cardCatalog';

const NO_SPAN = { start: 0, end: 0 };
export const FILLER_URI = 'cardscript-matrix:///fillers';

export interface FillerShape {
  readonly frame?: Frame;
  readonly attribute?: string;
  readonly race?: string;
  readonly level?: number;
  readonly tuner?: boolean;
  readonly atk?: number;
  readonly nextLevel?: string;
  readonly rank?: number;
  readonly pendulum?: boolean;
  readonly scale?: number;
}

/**
 * Made-up vanilla monsters the summon matrix puts on its standard boards so that each route's
 * preconditions hold (Tributes, cost cards, materials). Their names say what they are for.
 */
export class FillerCards implements CardLookup {
  private readonly made = new Map<string, CardDeclaration>();
  private counter = 0;

  constructor(private readonly base: CardLookup) {}

  resolve(name: string): CardDeclaration | undefined {
    return this.made.get(name) ?? this.base.resolve(name);
  }

  /** The base lookup's cards (fillers are vanilla monsters, never what a search is after). */
  declarations(): Iterable<CardDeclaration> {
    return this.base.declarations?.() ?? [];
  }

  /** A new vanilla monster of the given shape. */
  make(purpose: string, shape: FillerShape = {}): string {
    this.counter++;
    const name = `${purpose} #${this.counter}`;
    const level = shape.level ?? 4;
    const declaration: MonsterDeclaration = {
      kind: 'monster', uri: FILLER_URI, span: NO_SPAN, keywordSpan: NO_SPAN,
      name: { value: name, span: NO_SPAN }, nameInnerSpan: NO_SPAN, effectStatements: [],
      frame: { value: shape.frame ?? 'normal', span: NO_SPAN },
      tuner: shape.tuner ?? false,
      attribute: { value: shape.attribute ?? 'earth', span: NO_SPAN },
      race: { value: shape.race ?? 'warrior', span: NO_SPAN },
      ...(shape.frame === 'xyz' ? { rank: { value: shape.rank ?? 4, span: NO_SPAN } } : { level: { value: level, span: NO_SPAN } }),
      ...(shape.pendulum ? { pendulum: true, scale: { value: shape.scale ?? 1, span: NO_SPAN } } : {}),
      atk: { value: shape.atk ?? 1000, span: NO_SPAN },
      def: { value: 1000, span: NO_SPAN },
      summon: [],
      ...(shape.nextLevel ? { nextLevel: { value: shape.nextLevel, span: NO_SPAN } } : {}),
    };
    this.made.set(name, declaration);
    return name;
  }

  /** Cards that fit a count filter: the named card itself, or made-up monsters of the described shape. */
  fitting(purpose: string, filter: CardFilter, count = filter.count.min, override: FillerShape = {}): string[] {
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      const named = filter.names[i % Math.max(1, filter.names.length)]?.value;
      if (named !== undefined) {
        names.push(this.resolve(named) ? named : this.makeNamed(named));
        continue;
      }
      // An archetype filter is met by the name-contains rule: the filler's name carries the archetype.
      const archetypes = (filter.archetypes ?? []).map((a) => a.value).join(' ');
      names.push(this.make(archetypes ? `${archetypes} ${purpose}` : purpose, shapeOf(filter, override)));
    }
    return names;
  }

  private makeNamed(name: string): string {
    const made = this.make('placeholder');
    const declaration = this.made.get(made)!;
    this.made.delete(made);
    this.made.set(name, { ...declaration, name: { value: name, span: NO_SPAN } });
    return name;
  }
}

function shapeOf(filter: CardFilter, override: FillerShape): FillerShape {
  const frame = filter.frames.find((f) => f === 'normal' || f === 'effect' || f === 'xyz') ?? 'normal';
  const level = override.level ?? filter.levelMin ?? (filter.levelMax !== undefined ? Math.min(filter.levelMax, 4) : undefined);
  return {
    frame,
    ...(filter.attributes[0] ? { attribute: filter.attributes[0] } : {}),
    ...(filter.races[0] ? { race: filter.races[0] } : {}),
    ...(level !== undefined ? { level } : {}),
    ...(filter.tuner !== undefined ? { tuner: filter.tuner } : {}),
    ...(filter.rank !== undefined ? { rank: filter.rank } : {}),
    ...(filter.pendulum ? { pendulum: true } : {}),
    ...override,
  };
}
