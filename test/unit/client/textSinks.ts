/**
 * A scan of the client's source, with the TypeScript type checker, for text handed to the editor's
 * surfaces other than through the client's escaping helpers. VS Code draws `[label](command:...)` as a
 * clickable link and `$(name)` as an icon in notifications, progress, the status bar, language status
 * items, the Test Explorer and quick picks; the Test Explorer's output is a terminal; the output channel
 * shows what it is given. So:
 *
 * - text for a linked-text surface is a string literal of our own or a `LinkedText` (client/src/notifications.ts);
 * - text for the Test Explorer output is a literal or a `TerminalText` (client/src/terminalText.ts);
 * - every output channel written to is a `CardScriptOutput` (client/src/revealingOutputChannel.ts), and
 *   every channel created is wrapped in one at once;
 * - nothing casts to those types, and no sink function is passed on as a value (where its argument
 *   could not be checked).
 *
 * Sinks are recognised by their declarations in the editor's and the language client's type definitions
 * (node_modules), so a call through any alias, variable or receiver is found.
 */
import * as path from 'node:path';
import ts from 'typescript';

/** A place where text reaches a sink. */
export interface SinkSite {
  /** Path relative to the repository, with `/`. */
  readonly file: string;
  readonly line: number;
  /** The sink, as `Container.member` of its declaration (`window.showErrorMessage`, `StatusBarItem.text`). */
  readonly sink: string;
}

export interface SinkViolation extends SinkSite {
  readonly problem: string;
}

type Wanted = 'linked' | 'terminal' | 'revealing channel';

/**
 * Calls whose arguments carry text: which ones (every string-typed one for 'all'), for an object which
 * property, and for a list of objects which properties of its items.
 */
const CALL_SINKS: ReadonlyMap<
  string,
  {
    readonly wanted: Wanted;
    readonly args: 'all' | readonly number[];
    readonly property?: string;
    readonly itemProperties?: readonly string[];
  }
> = new Map([
  ['window.showInformationMessage', { wanted: 'linked', args: 'all' }],
  ['window.showWarningMessage', { wanted: 'linked', args: 'all' }],
  ['window.showErrorMessage', { wanted: 'linked', args: 'all' }],
  ['window.setStatusBarMessage', { wanted: 'linked', args: [0] }],
  ['window.showQuickPick', { wanted: 'linked', args: [0], itemProperties: ['label', 'description', 'detail'] }],
  ['Progress.report', { wanted: 'linked', args: [0], property: 'message' }],
  ['TestController.createTestItem', { wanted: 'linked', args: [1] }],
  ['TestMessage.constructor', { wanted: 'linked', args: [0] }],
  ['TestMessage.diff', { wanted: 'linked', args: [0] }],
  ['TestRun.appendOutput', { wanted: 'terminal', args: [0] }],
  // The language client writes these to the output channel and may show them as a notification.
  ...['debug', 'info', 'warn', 'error'].map((level) => [`BaseLanguageClient.${level}`, { wanted: 'linked', args: [0] }] as const),
] as const);

/** Properties carrying text, assigned (`item.text = ...`) or written in an object literal of their type. */
const PROPERTY_SINKS: ReadonlyMap<string, Wanted> = new Map([
  ...[
    'StatusBarItem.text',
    'StatusBarItem.tooltip',
    'StatusBarItem.name',
    'LanguageStatusItem.text',
    'LanguageStatusItem.detail',
    'LanguageStatusItem.name',
    'Command.title',
    'QuickPickItem.label',
    'QuickPickItem.description',
    'QuickPickItem.detail',
    'ProgressOptions.title',
    'MessageOptions.detail',
    'MessageItem.title',
    'TestItem.label',
    'TestItem.description',
    'TestItem.error',
    'TestMessage.message',
    'InputBoxOptions.title',
    'InputBoxOptions.prompt',
    'InputBoxOptions.placeHolder',
    'QuickPickOptions.title',
    'QuickPickOptions.placeHolder',
    // The language client shows these as notifications.
    'ErrorHandlerResult.message',
    'CloseHandlerResult.message',
  ].map((key) => [key, 'linked'] as const),
  // The language client writes the server's log messages and traces to these.
  ['LanguageClientOptions.outputChannel', 'revealing channel'],
  ['LanguageClientOptions.traceOutputChannel', 'revealing channel'],
]);

const CHANNEL_WRITES = new Set(['OutputChannel.append', 'OutputChannel.appendLine', 'OutputChannel.replace']);
const CHANNEL_CREATION = 'window.createOutputChannel';

/** The helper modules: the only places that make the branded types (and write to a raw channel). */
const LINKED_TEXT_MODULE = 'client/src/notifications.ts';
const TERMINAL_TEXT_MODULE = 'client/src/terminalText.ts';
const CHANNEL_MODULE = 'client/src/revealingOutputChannel.ts';
const HELPER_MODULES = new Set([LINKED_TEXT_MODULE, TERMINAL_TEXT_MODULE, CHANNEL_MODULE]);

/** Scans the files of `program` under client/src: every sink reached (`sites`) and what reaches one unescaped. */
export function scanTextSinks(program: ts.Program, repoRoot: string): { sites: SinkSite[]; violations: SinkViolation[] } {
  const checker = program.getTypeChecker();
  const relative = (fileName: string) => path.relative(repoRoot, fileName).split(path.sep).join('/');
  const sites: SinkSite[] = [];
  const violations: SinkViolation[] = [];

  /** `Container.member` of a declaration in node_modules' type definitions, else undefined. */
  const sinkKeyOf = (declaration: ts.Declaration | undefined): string | undefined => {
    if (!declaration || !/[\\/]node_modules[\\/]/.test(declaration.getSourceFile().fileName)) return undefined;
    const member = ts.isConstructorDeclaration(declaration) ? 'constructor' : ts.getNameOfDeclaration(declaration)?.getText();
    let container: ts.Node = declaration.parent;
    if (ts.isModuleBlock(container)) container = container.parent;
    // `type X = { ... } & Y`: the members of a type alias's literal belong to the alias.
    while (ts.isTypeLiteralNode(container) || ts.isIntersectionTypeNode(container) || ts.isParenthesizedTypeNode(container)) container = container.parent;
    const name =
      ts.isInterfaceDeclaration(container) || ts.isClassDeclaration(container) || ts.isModuleDeclaration(container) || ts.isTypeAliasDeclaration(container)
        ? container.name?.getText()
        : undefined;
    return member && name ? `${name}.${member}` : undefined;
  };
  const sinkKeysOfSymbol = (symbol: ts.Symbol | undefined): string[] => {
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    // One key per sink, however many overloads declare it.
    return [...new Set((target?.declarations ?? []).map(sinkKeyOf).filter((key): key is string => key !== undefined))];
  };

  /** Whether a type is (or contains) one of the helpers' branded types, by where its brand is declared. */
  const brandsOf = (type: ts.Type): Set<string> => {
    const brands = new Set<string>();
    for (const part of type.isUnionOrIntersection() ? type.types : [type]) {
      if (part.isUnion()) for (const brand of brandsOf(part)) brands.add(brand);
      for (const property of part.isIntersection() || part.flags & ts.TypeFlags.Object ? checker.getPropertiesOfType(part) : []) {
        const file = property.declarations?.[0] ? relative(property.declarations[0].getSourceFile().fileName) : '';
        if (file === LINKED_TEXT_MODULE) brands.add('linked');
        if (file === TERMINAL_TEXT_MODULE) brands.add('terminal');
      }
    }
    return brands;
  };
  const isRevealingChannel = (type: ts.Type): boolean => {
    const parts = type.isUnion() ? type.types : [type];
    return parts.every((part) => {
      if (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) return true;
      const marker = checker.getPropertyOfType(part, 'revealsInvisibles');
      return marker?.declarations?.some((d) => relative(d.getSourceFile().fileName) === CHANNEL_MODULE) === true;
    });
  };

  /** What is wrong with a type as text for a sink (undefined when nothing is): every string in it must be ours. */
  const textProblem = (type: ts.Type, wanted: Exclude<Wanted, 'revealing channel'>): string | undefined => {
    if (type.isUnion()) {
      for (const part of type.types) {
        const problem = textProblem(part, wanted);
        if (problem) return problem;
      }
      return undefined;
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      for (const element of checker.getTypeArguments(type as ts.TypeReference)) {
        const problem = textProblem(element, wanted);
        if (problem) return problem;
      }
      return undefined;
    }
    if (type.flags & ts.TypeFlags.StringLiteral) return undefined;
    if (type.isIntersection() && type.types.some((part) => part.flags & ts.TypeFlags.StringLike)) {
      return brandsOf(type).has(wanted) ? undefined : `a ${checker.typeToString(type)} is not ${wanted === 'linked' ? 'LinkedText' : 'TerminalText'}`;
    }
    if (type.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
      return `${checker.typeToString(type)} text: ${wanted === 'linked' ? 'use notice`...` (client/src/notifications.ts)' : 'use terminalText() (client/src/terminalText.ts)'}`;
    }
    return undefined;
  };
  const valueProblem = (expression: ts.Expression, wanted: Wanted): string | undefined => {
    const type = checker.getTypeAtLocation(expression);
    if (wanted === 'revealing channel')
      return isRevealingChannel(type) ? undefined : `${checker.typeToString(type)} is not a CardScriptOutput (revealingOutputChannel)`;
    return textProblem(type, wanted);
  };

  /**
   * Items built away from the call (`names.map((name) => ({ label: name }))`): their properties' types. A
   * literal there is typed `string`, so our own text in such an item is written notice`$(icon)` too.
   */
  const itemsProblem = (list: ts.Expression, wanted: Wanted, properties: readonly string[]): string | undefined => {
    if (wanted === 'revealing channel' || properties.length === 0) return undefined;
    const type = checker.getTypeAtLocation(list);
    const lists = (type.isUnion() ? type.types : [type]).filter((part) => checker.isArrayType(part));
    for (const item of lists.flatMap((part) => checker.getTypeArguments(part as ts.TypeReference))) {
      for (const name of properties) {
        const property = checker.getPropertyOfType(item, name);
        const problem = property && textProblem(checker.getTypeOfSymbol(property), wanted);
        if (problem) return `${name}: ${problem}`;
      }
    }
    return undefined;
  };

  const report = (node: ts.Node, sink: string, problem: string | undefined) => {
    const sourceFile = node.getSourceFile();
    const site = { file: relative(sourceFile.fileName), line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, sink };
    sites.push(site);
    if (problem) violations.push({ ...site, problem });
  };

  const checkCall = (call: ts.CallExpression | ts.NewExpression) => {
    const key = sinkKeyOf(checker.getResolvedSignature(call)?.declaration as ts.Declaration | undefined);
    if (!key) return;
    const args = call.arguments ?? ts.factory.createNodeArray();
    const sink = CALL_SINKS.get(key);
    if (sink) {
      for (const [index, argument] of args.entries()) {
        if (sink.args !== 'all' && !sink.args.includes(index)) continue;
        // The items of a list written at the call are object literals, checked as such below.
        const items = ts.isArrayLiteralExpression(argument) ? undefined : itemsProblem(argument, sink.wanted, sink.itemProperties ?? []);
        if (!sink.property) report(argument, key, valueProblem(argument, sink.wanted) ?? items);
        else if (ts.isObjectLiteralExpression(argument)) {
          for (const property of argument.properties) {
            if (property.name?.getText() !== sink.property) continue;
            const value = ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
            report(property, key, value ? valueProblem(value, sink.wanted) : `${sink.property} is not a plain property`);
          }
        } else {
          const property = checker.getPropertyOfType(checker.getTypeAtLocation(argument), sink.property);
          if (property && sink.wanted !== 'revealing channel') report(argument, key, textProblem(checker.getTypeOfSymbol(property), sink.wanted));
        }
      }
    }
    if (CHANNEL_WRITES.has(key)) {
      const callee = call.expression;
      const channel = ts.isPropertyAccessExpression(callee) || ts.isElementAccessExpression(callee) ? callee.expression : undefined;
      report(call, key, channel ? valueProblem(channel, 'revealing channel') : 'a channel write away from its channel');
    }
    if (key === CHANNEL_CREATION) {
      const wrapper = call.parent;
      const wrapperDeclaration = ts.isCallExpression(wrapper) && wrapper.arguments[0] === call ? checker.getResolvedSignature(wrapper)?.declaration : undefined;
      const wrapped = wrapperDeclaration !== undefined && relative(wrapperDeclaration.getSourceFile().fileName) === CHANNEL_MODULE;
      report(call, key, wrapped ? undefined : 'a channel is created outside revealingOutputChannel(...)');
    }
  };

  const checkPropertyTarget = (node: ts.Node, keys: readonly string[], value: ts.Expression) => {
    for (const key of keys) {
      const wanted = PROPERTY_SINKS.get(key);
      if (wanted) report(node, key, valueProblem(value, wanted));
    }
  };

  const visit = (node: ts.Node, inHelper: boolean) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      if (!inHelper) checkCall(node);
    } else if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.EqualsToken || node.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken) &&
      (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left))
    ) {
      // `+=` appends to text already shown: the whole result must be ours, so the right side is checked as if assigned.
      const target = ts.isPropertyAccessExpression(node.left) ? node.left.name : node.left.argumentExpression;
      if (!inHelper) checkPropertyTarget(node, sinkKeysOfSymbol(checker.getSymbolAtLocation(target)), node.right);
    } else if (ts.isObjectLiteralExpression(node)) {
      // The type the literal is written for; for a generic parameter (`showQuickPick<T extends QuickPickItem>`)
      // the type inferred from the literal itself, so also the one before inference (as completions see it).
      const contextual = [checker.getContextualType(node), uninferredContextualType(checker, node)]
        .filter((type): type is ts.Type => type !== undefined)
        .flatMap((type) => (type.isUnion() ? type.types : [type]))
        .map((type) => (type.isTypeParameter() ? (checker.getBaseConstraintOfType(type) ?? type) : type));
      for (const property of node.properties) {
        const name = property.name?.getText();
        if (!name) continue;
        if (name === 'revealsInvisibles' && !inHelper)
          report(property, 'CardScriptOutput', 'an object claims to be a CardScriptOutput outside revealingOutputChannel');
        const value = ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
        if (!value || inHelper) continue;
        const keys = contextual.flatMap((type) => sinkKeysOfSymbol(checker.getPropertyOfType(type, name)));
        checkPropertyTarget(property, [...new Set(keys)], value);
      }
    } else if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !inHelper) {
      const type = checker.getTypeFromTypeNode(node.type);
      if (brandsOf(type).size > 0 || checker.getPropertyOfType(type, 'revealsInvisibles'))
        report(node, checker.typeToString(type), 'a cast makes escaped text out of anything');
    } else if (
      (ts.isPropertyAccessExpression(node) || (ts.isIdentifier(node) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node))) &&
      !inHelper &&
      !isCallee(node)
    ) {
      // A sink function passed on as a value (`.then(vscode.window.showErrorMessage)`, `showErrorMessage.call(...)`):
      // its argument cannot be checked. (The name in `a.name` is looked at as the whole `a.name`.)
      const symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(node) ? node.name : node);
      for (const key of sinkKeysOfSymbol(symbol))
        if (CALL_SINKS.has(key) || CHANNEL_WRITES.has(key)) report(node, key, 'a sink function is passed on as a value');
    }
    ts.forEachChild(node, (child) => visit(child, inHelper));
  };

  for (const sourceFile of program.getSourceFiles()) {
    const file = relative(sourceFile.fileName);
    if (sourceFile.isDeclarationFile || !file.startsWith('client/src/')) continue;
    visit(sourceFile, HELPER_MODULES.has(file));
  }
  return { sites, violations };
}

/**
 * The contextual type before inference from the node itself: the checker's `ContextFlags.Completions`
 * (value 4), which its public declaration leaves out. The quick pick snippet of the self-test fails if
 * this stops working.
 */
function uninferredContextualType(checker: ts.TypeChecker, node: ts.Expression): ts.Type | undefined {
  const withFlags = checker.getContextualType as (node: ts.Expression, contextFlags: number) => ts.Type | undefined;
  return withFlags.call(checker, node, 4);
}

/** `f` in `f(...)` or `new f(...)`: called, so its arguments are checked. */
function isCallee(node: ts.Node): boolean {
  const parent = node.parent;
  return (ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression === node;
}
