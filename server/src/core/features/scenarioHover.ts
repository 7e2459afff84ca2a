import { BOARD_PHRASES } from '../grammar/boardPhrases';
import { EXPECTATION_PHRASES } from '../grammar/expectationPhrases';
import type { Phrase } from '../grammar/phrase';
import { phraseHoverText } from '../grammar/phraseHover';
import { SCENARIO_PHRASES } from '../grammar/scenarioPhrases';
import { STEP_PHRASES } from '../grammar/stepPhrases';
import type { ScenarioDeclaration } from '../model/cards';
import type { Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';

/**
 * The hover of a scenario's words: the phrase of the grammar that reads the part under the cursor (a
 * board line, a step's action, one expectation, a scenario line), with its documentation sentence.
 */
export function scenarioHoverAt(declaration: ScenarioDeclaration, token: Token): { markdown: string; span: Span } | undefined {
  const statement = innermost(declaration.body?.statements ?? [], token);
  if (!statement) return undefined;
  const head = statement.parts[0]?.kind === 'word' ? statement.parts[0].value : undefined;
  const onParts = within(statement.parts, token);
  if ((head === 'you' || head === 'opponent') && statement.block && !onParts) {
    const line = innermost(statement.block.statements, token);
    return line ? hover('Board line', BOARD_PHRASES, line.parts) : undefined;
  }
  if (head === 'step' || head === 'expect') {
    // A step block's `expect` lines, else the part of the line under the cursor: the action or one expectation.
    const lines = onParts ? [statement] : (statement.block?.statements.filter((s) => within(s.parts, token)) ?? []);
    for (const line of lines) {
      const groups = expectGroups(line.parts);
      const group = groups.find((g) => within(g, token));
      if (group) return hover('Expectation', EXPECTATION_PHRASES, group.slice(1));
      if (line !== statement) continue;
      const action = line.parts.slice(1, groups.length > 0 ? line.parts.indexOf(groups[0][0]) : line.parts.length);
      const actor = action[0]?.kind === 'word' && (action[0].value === 'opponent' || action[0].value === 'you') ? 1 : 0;
      if (token.start >= (action[actor]?.start ?? Infinity))
        return hover(actor && action[0].value === 'opponent' ? 'Step (the opponent acts)' : 'Step', STEP_PHRASES, action.slice(actor));
    }
  }
  return onParts ? hover('Scenario line', SCENARIO_PHRASES, statement.parts) : undefined;
}

function hover<T>(title: string, phrases: readonly Phrase<T>[], parts: readonly Token[]): { markdown: string; span: Span } | undefined {
  if (parts.length === 0) return undefined;
  const span = { start: parts[0].start, end: parts[parts.length - 1].end };
  const text = phraseHoverText(phrases, { parts, ...span });
  return text ? { markdown: `**${title}** ${text}`, span } : undefined;
}

/** The statement (of these, not nested deeper) whose parts or block hold the token. */
function innermost(statements: readonly Statement[], token: Token): Statement | undefined {
  return statements.find((s) => s.start <= token.start && token.end <= s.end);
}

function within(parts: readonly Token[], token: Token): boolean {
  return parts.length > 0 && parts[0].start <= token.start && token.end <= parts[parts.length - 1].end;
}

/** `expect A expect B`: each group starts with its `expect`. */
function expectGroups(parts: readonly Token[]): Token[][] {
  const groups: Token[][] = [];
  for (const part of parts) {
    if (part.kind === 'word' && part.value === 'expect') groups.push([part]);
    else groups[groups.length - 1]?.push(part);
  }
  return groups;
}
