'use strict';
/**
 * The peer in the bench: yaml-language-server (the devDependency) given the bench's generated cards as a
 * YAML file and a JSON Schema for them, so the same cards are opened, edited and hovered over LSP in
 * another language server. The YAML says what the `.card` file says (every field, the summon clauses and
 * the effect lines as strings, the printed text); the schema describes every key, with enums where the
 * language has them, so that validation and hover have the schema to work with.
 */
const fs = require('fs');
const path = require('path');

const ATTRIBUTES = ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE'];
const NUMERIC = new Set(['id', 'level', 'rank', 'link', 'atk', 'def']);

const CARD_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Bench cards',
  type: 'object',
  required: ['cards'],
  additionalProperties: false,
  properties: {
    cards: {
      type: 'array',
      description: 'The cards of the set.',
      items: {
        type: 'object',
        required: ['card', 'name', 'text'],
        additionalProperties: false,
        properties: {
          card: { enum: ['monster', 'spell', 'trap'], description: 'Monster, Spell or Trap.' },
          kind: { enum: ['normal', 'quick-play', 'continuous', 'equip', 'field', 'ritual', 'counter'], description: 'The kind of a Spell or Trap.' },
          name: { type: 'string', minLength: 1, description: 'The card name, unique in the set.' },
          id: { type: 'integer', minimum: 0, maximum: 4294967295, description: 'The passcode.' },
          frame: { type: 'string', description: 'The monster frame: normal, effect, fusion, ritual, synchro, xyz, link, with tuner or pendulum.' },
          attribute: { enum: ATTRIBUTES, description: 'The monster Attribute.' },
          race: { type: 'string', description: 'The monster Type (Dragon, Spellcaster, ...).' },
          level: { type: 'integer', minimum: 1, maximum: 12, description: 'The Level of a monster without Rank or Link Rating.' },
          rank: { type: 'integer', minimum: 0, maximum: 13, description: 'The Rank of an Xyz Monster.' },
          link: { type: 'integer', minimum: 1, maximum: 8, description: 'The Link Rating of a Link Monster.' },
          atk: { type: 'integer', minimum: 0, description: 'ATK.' },
          def: { type: 'integer', minimum: 0, description: 'DEF.' },
          'next level': { type: 'string', description: 'A card this one names.' },
          summon: {
            type: 'array',
            description: 'Summoning conditions.',
            items: {
              anyOf: [
                { type: 'string' },
                {
                  type: 'object',
                  required: ['line'],
                  additionalProperties: false,
                  properties: { line: { type: 'string' }, block: { type: 'array', items: { type: 'string' } } },
                },
              ],
            },
          },
          effect: { type: 'array', description: 'Effect lines.', items: { type: 'string' } },
          text: { type: 'string', description: 'The printed card text.' },
        },
      },
    },
  },
};

/** A scalar as YAML: numbers as they are, any other text double-quoted (JSON's quoting is YAML's). */
function scalar(key, value) {
  return NUMERIC.has(key) && /^\d+$/.test(value) ? value : JSON.stringify(value);
}

/** The cards (generateCardSet's records) as one YAML document that names its schema in a modeline. */
function cardsAsYaml(cards, schemaUri) {
  const lines = [`# yaml-language-server: $schema=${schemaUri}`, 'cards:'];
  for (const card of cards) {
    // `card:` says monster, spell or trap: `kind` is a Spell's or Trap's own field.
    lines.push(`  - card: ${card.kind}`, `    name: ${JSON.stringify(card.name)}`);
    for (const [key, value] of card.fields) lines.push(`    ${/\s/.test(key) ? JSON.stringify(key) : key}: ${scalar(key, value)}`);
    if (card.summon) {
      lines.push('    summon:');
      for (const clause of card.summon) {
        if (!clause.block) lines.push(`      - ${JSON.stringify(clause.line)}`);
        else lines.push(`      - line: ${JSON.stringify(clause.line)}`, '        block:', ...clause.block.map((b) => `          - ${JSON.stringify(b)}`));
      }
    }
    if (card.effect) lines.push('    effect:', ...card.effect.map((e) => `      - ${JSON.stringify(e)}`));
    lines.push(`    text: ${JSON.stringify(card.text)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the YAML of `cards` and its schema into `folder`; returns the YAML file's path. */
function writeYamlCards(folder, cards) {
  fs.mkdirSync(folder, { recursive: true });
  const schema = path.join(folder, 'cards.schema.json');
  fs.writeFileSync(schema, JSON.stringify(CARD_SCHEMA, null, 2));
  const file = path.join(folder, 'pool.yaml');
  fs.writeFileSync(file, cardsAsYaml(cards, `file://${schema}`));
  return file;
}

/** yaml-language-server's entry point (BENCH_YAML_LANGUAGE_SERVER: a package folder elsewhere), or null. */
function yamlServerPath(root) {
  try {
    const folder = process.env.BENCH_YAML_LANGUAGE_SERVER ?? path.dirname(require.resolve('yaml-language-server/package.json', { paths: [root] }));
    const entry = path.join(folder, 'bin/yaml-language-server');
    return fs.existsSync(entry) ? entry : null;
  } catch {
    return null;
  }
}

/** yaml-language-server's fixed wait before it validates a changed document (its yamlSettings.validationDelayMs). */
const YAML_VALIDATION_DELAY_MS = 200;

/** The settings the peer is given: validation and hover on, no schema store (no network). */
const YAML_SETTINGS = { validate: true, hover: true, completion: true, schemaStore: { enable: false }, format: { enable: false } };

/** Edit sites in the YAML, as in the `.card` file: a digit of ATK/DEF, a letter of a printed text. */
function yamlEditSites(text) {
  const sites = [];
  for (const match of text.matchAll(/ (atk|def): (\d+)/g)) sites.push(match.index + match[0].length - 1);
  for (const match of text.matchAll(/ text: "([A-Za-z])/g)) sites.push(match.index + match[0].length - 1);
  return sites;
}

/** Hover positions in the YAML: a key of each kind the `.card` hovers ask (card, fields) and a value. */
function yamlHoverCandidates(text) {
  const candidates = [];
  for (const regex of [/^ {2}- (card)/gm, /^ {4}(name|level|atk|race|attribute|summon|text):/gm, /^ {4}attribute: [A-Z]/gm]) {
    for (const match of text.matchAll(regex)) candidates.push(match.index + match[0].length - 2);
  }
  return candidates;
}

module.exports = { writeYamlCards, yamlServerPath, YAML_VALIDATION_DELAY_MS, YAML_SETTINGS, yamlEditSites, yamlHoverCandidates };
