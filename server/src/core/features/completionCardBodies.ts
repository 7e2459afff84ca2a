import { CARD_FIELDS, type CardKeyword, type FieldCompletion, FIELDS_OF_KIND, FRAME_FLAGS } from '../grammar/cardFields';
import { FRAMES, SPELL_KINDS, TRAP_KINDS } from '../model/cards';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import type { CompletionItem } from './completionItem';
import type { CardNames } from './completionCardNames';
import { sortKey, valueItems } from './completionItems';
import { TITLE_RACES, UPPER_ATTRIBUTES } from '../grammar/vocabulary';

/** Completion inside a card's body: its fields and their values. */

/** The completion entries of the fields a card of this kind takes, in the card field table's order. */
function fieldsOffered(keyword: CardKeyword): readonly FieldCompletion[] {
  return FIELDS_OF_KIND[keyword].flatMap((field) => CARD_FIELDS[field].completion(keyword));
}

const OFFERED: Readonly<Record<CardKeyword, readonly FieldCompletion[]>> = {
  monster: fieldsOffered('monster'),
  spell: fieldsOffered('spell'),
  trap: fieldsOffered('trap'),
};

export function cardBodyItems(keyword: 'monster' | 'spell' | 'trap', typed: readonly Token[], wordSpan: Span, names: CardNames): CompletionItem[] {
  const last = typed[typed.length - 1];
  const lastWord = last?.kind === 'word' ? last.value : undefined;
  const beforeLast = typed[typed.length - 2];
  if (keyword === 'monster' && beforeLast?.kind === 'word' && beforeLast.value === 'frame' && last?.kind === 'word') {
    // `frame effect |`: the tuner flag, or the next field.
    return [...valueItems(FRAME_FLAGS, 'keyword', 'frame flag', wordSpan), ...fieldItems(OFFERED.monster, wordSpan)];
  }
  switch (lastWord) {
    case 'frame':
      return valueItems(FRAMES, 'value', 'frame', wordSpan);
    case 'attribute':
      return valueItems(UPPER_ATTRIBUTES, 'value', 'attribute', wordSpan);
    case 'race':
      return valueItems(TITLE_RACES, 'value', 'race', wordSpan);
    case 'kind':
      return valueItems(keyword === 'spell' ? SPELL_KINDS : keyword === 'trap' ? TRAP_KINDS : [], 'value', `${keyword} kind`, wordSpan);
    case 'next':
      return valueItems(['level'], 'keyword', 'next level "Card"', wordSpan);
    case 'level':
      if (beforeLast?.kind === 'word' && beforeLast.value === 'next') return names.items(wordSpan, true);
      return [];
    case 'rank':
    case 'link':
    case 'atk':
    case 'def':
    case 'id':
    case 'artworks':
    case 'alias':
    case 'category':
    case 'strings':
    case 'text':
    case 'script':
      return [];
  }
  return fieldItems(OFFERED[keyword], wordSpan);
}

function fieldItems(fields: readonly FieldCompletion[], wordSpan: Span): CompletionItem[] {
  return fields.map((field, i) => ({
    label: field.label,
    kind: 'field',
    insertText: field.snippet,
    isSnippet: field.snippet !== field.label,
    detail: 'field',
    documentation: field.documentation,
    sortText: sortKey(i),
    filterText: field.label,
    replaceSpan: wordSpan,
  }));
}
