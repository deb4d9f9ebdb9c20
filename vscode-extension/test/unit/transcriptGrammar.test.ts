// The transcript grammar (syntaxes/acp-transcript.tmLanguage.json), tokenized by the TextMate engine
// VS Code uses: what it asks VS Code to load, and the colours a transcript gets.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { before, test } from 'node:test';
import * as onig from 'vscode-oniguruma';
import * as tm from 'vscode-textmate';

const extensionRoot = path.join(__dirname, '..', '..', '..');
const GRAMMAR = path.join(extensionRoot, 'syntaxes', 'acp-transcript.tmLanguage.json');
/** The grammars of the fenced-code languages coloured (scripts/transcript-grammar.mjs, FENCES). */
const FENCE_SCOPES = [
  'source.c', 'source.css', 'source.diff', 'source.go', 'source.java', 'source.js', 'source.json', 'source.python',
  'source.rust', 'source.shell', 'source.sql', 'source.ts', 'source.tsx', 'source.yaml',
];

const TRANSCRIPT = [
  '# Fix the parser',
  '',
  '## User',
  '',
  'Why does List[int] fail when a &lt; b? See \\*notes\\*.',
  '',
  '> **Thought**',
  '>',
  '> The `parse` function is *strict*.',
  '',
  '#### Tool: Edit src/parse.py',
  '',
  '- `/home/dev/src/parse.py:12`',
  '',
  '```diff',
  '+    return value',
  '```',
  '',
  '```cpp',
  'int main() { return 0; }',
  '```',
  '',
  '| a | b |',
  '|---|---|',
  '| ~~old~~ | **new** |',
  '',
  'Use `Vec<u8>` and `<div>`, not &lt;b>.',
];

let grammar: tm.IGrammar;
const requested: string[] = [];

before(async () => {
  const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await onig.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new tm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (sources: string[]) => new onig.OnigScanner(sources),
      createOnigString: (text: string) => new onig.OnigString(text),
    }),
    // What VS Code would fetch for a transcript. The languages' grammars are VS Code's, not this
    // extension's: each one here is empty, which leaves what this grammar does to be seen.
    loadGrammar: async (scopeName: string) => {
      requested.push(scopeName);
      return scopeName === 'text.acp-transcript'
        ? tm.parseRawGrammar(fs.readFileSync(GRAMMAR, 'utf8'), GRAMMAR)
        : tm.parseRawGrammar(JSON.stringify({ scopeName, patterns: [] }), `${scopeName}.json`);
    },
  });
  const loaded = await registry.loadGrammar('text.acp-transcript');
  assert.ok(loaded);
  grammar = loaded;
});

/** Each token of each line as `text` → its scopes, the grammar's own root left out. */
function tokenize(lines: string[]): { text: string; scopes: string[] }[][] {
  let state = tm.INITIAL;
  return lines.map((line) => {
    const result = grammar.tokenizeLine(line, state);
    state = result.ruleStack;
    return result.tokens.map((t) => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes.slice(1) }));
  });
}

function scopesOf(lines: { text: string; scopes: string[] }[][], line: number, text: string): string[] {
  const token = lines[line].find((t) => t.text === text);
  assert.ok(token, `no token ${JSON.stringify(text)} on line ${line + 1}: ${JSON.stringify(lines[line])}`);
  return token.scopes;
}

test('a transcript loads its own grammar and those of the fenced languages it colours, nothing else', () => {
  // Markdown's grammar would load 62 more (every fenced language, HTML, CSS, JavaScript) before the
  // first line is coloured.
  assert.deepEqual([...new Set(requested)].sort(), ['text.acp-transcript', ...FENCE_SCOPES].sort());
});

test('headings, quotes, emphasis, code and tables are coloured as Markdown colours them', () => {
  const lines = tokenize(TRANSCRIPT);
  assert.deepEqual(scopesOf(lines, 0, 'Fix the parser'), [
    'markup.heading.markdown', 'heading.1.markdown', 'entity.name.section.markdown',
  ]);
  assert.ok(scopesOf(lines, 2, 'User').includes('heading.2.markdown'));
  assert.ok(scopesOf(lines, 10, 'Tool: Edit src/parse.py').includes('heading.4.markdown'));
  assert.deepEqual(scopesOf(lines, 6, 'Thought'), ['markup.quote.markdown', 'meta.paragraph.markdown', 'markup.bold.markdown']);
  assert.ok(scopesOf(lines, 8, 'strict').includes('markup.italic.markdown'));
  assert.ok(scopesOf(lines, 8, 'parse').includes('markup.inline.raw.string.markdown'));
  assert.ok(scopesOf(lines, 12, '/home/dev/src/parse.py:12').includes('markup.list.unnumbered.markdown'));
  assert.ok(scopesOf(lines, 24, 'old').includes('markup.strikethrough.markdown'));
  assert.ok(scopesOf(lines, 24, 'new').includes('markup.table.markdown'));
});

test('what the bridge escapes reads as escapes, and brackets are not links', () => {
  const lines = tokenize(TRANSCRIPT);
  assert.ok(scopesOf(lines, 4, '&lt;').includes('constant.character.entity.markdown'));
  assert.ok(scopesOf(lines, 4, '\\*').includes('constant.character.escape.markdown'));
  assert.ok(lines[4].every((t) => !t.scopes.some((s) => s.includes('link'))), JSON.stringify(lines[4]));
});

test("a message's code spans, which keep their < as typed, are code, not HTML", () => {
  const lines = tokenize(TRANSCRIPT);
  for (const code of ['Vec<u8>', '<div>']) {
    assert.deepEqual(scopesOf(lines, 26, code), ['meta.paragraph.markdown', 'markup.inline.raw.string.markdown']);
  }
  assert.ok(scopesOf(lines, 26, '&lt;').includes('constant.character.entity.markdown'));
});

test('fenced code of a coloured language is embedded; of another, shown as code', () => {
  const lines = tokenize(TRANSCRIPT);
  assert.ok(scopesOf(lines, 14, 'diff').includes('fenced_code.block.language.markdown'));
  assert.deepEqual(scopesOf(lines, 15, '+    return value'), ['markup.fenced_code.block.markdown', 'meta.embedded.block.diff']);
  assert.deepEqual(scopesOf(lines, 19, 'int main() { return 0; }'), ['markup.fenced_code.block.markdown']);
  // The fence closes: the table after it is a table again.
  assert.ok(scopesOf(lines, 22, '|').includes('markup.table.markdown'));
});
