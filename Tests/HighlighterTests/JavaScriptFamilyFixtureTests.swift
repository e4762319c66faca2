@testable import Highlighter
import Testing

/// The JavaScript family as GtkSourceView 5.6 itself shows it: each
/// expectation is the class of every character, taken from GtkSourceView's
/// own highlighting of the sample (a buffer with the language, its tags read
/// back), as `[class:text]` runs; whitespace carries no class.
@Suite struct JavaScriptFamilyFixtureTests {
    @Test func declarationsAndNumbers() {
        let code = #"""
        const x = 1 < 2;
        let y = a / b / c, z = 0x1F + 1.5e3;
        var re = /ab+c/gi.test(s);
        const half = total / 2; // comment
        /* block
           comment */
        const s = 'single' + "double\n" + `tpl ${a + 1} end`;
        """#
        #expect(classRuns(code, "js") == #"""
        [k:const] x = [n:1] < [n:2];
        [k:let] y = a / b / c, z = [n:0x1F] + [n:1.5e3];
        [k:var] re = [s:/ab+c/][n:gi].[b:test](s);
        [k:const] half = total / [n:2]; [c://] [c:comment]
        [c:/*] [c:block]
           [c:comment] [c:*/]
        [k:const] s = [s:'single'] + [s:"double][e:\n][s:"] + [s:`tpl] [p:${]a + [n:1][p:}] [s:end`];
        """#)
    }

    @Test func divisionAndRegexLiterals() {
        let code = #"""
        let total = items.reduce((sum, it) => sum + it.price * it.qty, 0) / count;
        const m = str.match(/^\d{3}-\d{4}$/) ? true : false;
        x = y / 2 / z;
        if (/foo/.test(bar)) { baz(); }
        const tpl = `line1
        line2 ${value}`;
        switch (kind) { case 'a': break; default: return; }
        try { risky(); } catch (e) { throw new Error(e.message); } finally { done = true; }
        """#
        #expect(classRuns(code, "js") == #"""
        [k:let] total = items.[b:reduce]((sum, it) => sum + it.price * it.qty, [n:0]) / count;
        [k:const] m = str.[b:match]([s:/^][e:\d][s:{3}-][e:\d][s:{4}$/]) ? [n:true] : [n:false];
        x = y / [n:2] / z;
        [k:if] ([s:/foo/].[b:test](bar)) { baz(); }
        [k:const] tpl = [s:`line1]
        [s:line2] [p:${]value[p:}][s:`];
        [k:switch] (kind) { [k:case] [s:'a']: [k:break]; [k:default]: [k:return]; }
        [k:try] { risky(); } [k:catch] (e) { [k:throw] [k:new] [t:Error](e.[k:message]); } [k:finally] { done = [n:true]; }
        """#)
    }

    @Test func classes() {
        let code = #"""
        class Animal extends Base {
          static count = 0;
          #secret = 1;
          constructor(name) {
            super(name);
            this.name = name;
          }
          get label() { return `${this.name}!`; }
          speak() {
            console.log(this.name + ' makes a sound.');
          }
        }
        const a = new Animal("cat");
        a.speak();
        """#
        #expect(classRuns(code, "js") == #"""
        [k:class] Animal [k:extends] Base {
          [k:static] count = [n:0];
          #secret = [n:1];
          [b:constructor](name) {
            [k:super](name);
            [k:this].[k:name] = name;
          }
          [k:get] label() { [k:return] [s:`][p:${][k:this].[k:name][p:}][s:!`]; }
          speak() {
            console.[b:log]([k:this].[k:name] + [s:'] [s:makes] [s:a] [s:sound.']);
          }
        }
        [k:const] a = [k:new] Animal([s:"cat"]);
        a.speak();
        """#)
    }

    @Test func destructuringLiteralsAndDocComments() {
        let code = #"""
        'use strict';
        const { a, b: [c, d = 4], ...rest } = obj;
        const [first, , third = 3] = arr;
        label: for (const k of Object.keys(o)) { if (!k) continue label; }
        do { i-- } while (i > 0)
        const fnExpr = function* gen() { yield* other(); };
        const big = 123n, bin = 0b1010, oct = 0o17, flt = .5, exp = 1e-7, sep = 1_000_000;
        x ??= y ?? z?.w?.[0]?.(1);
        a = b
        /hi/g.exec(c)
        const v = typeof x === 'undefined' ? void 0 : delete o[k];
        export { a as b, c };
        export * from './mod.js';
        const re2 = /[/\]]+/u, d2 = 10 / 5;
        new Promise((resolve, reject) => setTimeout(resolve, 1000)).then(() => {});
        const multi = {
          method() { return super.method(); },
          get x() { return 1; },
          [computed + 1]: 'v',
          'quoted-key': 2,
        };
        /**
         * JSDoc comment
         * @param {string} name - the name
         * @returns {number}
         */
        function documented(name) { return name.length; }
        """#
        #expect(classRuns(code, "js") == #"""
        [p:'use] [p:strict';]
        [k:const] { a, b: [c, d = [n:4]], ...rest } = obj;
        [k:const] [first, , third = [n:3]] = arr;
        label: [k:for] ([k:const] k [k:of] [t:Object].[b:keys](o)) { [k:if] (!k) [k:continue] label; }
        [k:do] { i-- } [k:while] (i > [n:0])
        [k:const] fnExpr = [k:function]* gen() { [k:yield]* other(); };
        [k:const] big = [n:123n], bin = [n:0b1010], oct = [n:0o17], flt = [n:.5], exp = [n:1e-7], sep = 1_000_000;
        x ??= y ?? z?.w?.[[n:0]]?.([n:1]);
        a = b
        /hi/g.[b:exec](c)
        [k:const] v = [k:typeof] x === [s:'undefined'] ? [k:void] [n:0] : [k:delete] o[k];
        [k:export] { a [k:as] b, c };
        [k:export] * [k:from] [s:'./mod.js'];
        [k:const] re2 = [s:/[][e:/\]][s:]+/][n:u], d2 = [n:10] / [n:5];
        [k:new] [t:Promise]((resolve, reject) => setTimeout(resolve, [n:1000])).[b:then](() => {});
        [k:const] multi = {
          method() { [k:return] [k:super].method(); },
          [k:get] x() { [k:return] [n:1]; },
          [computed + [n:1]]: [s:'v'],
          [s:'quoted-key']: [n:2],
        };
        [c:/**]
         [c:*] [c:JSDoc] [c:comment]
         [c:*] [c:@param] [t:{string}] [c:name] [c:-] [c:the] [c:name]
         [c:*] [c:@returns] [t:{number}]
         [c:*/]
        [k:function] documented(name) { [k:return] name.[k:length]; }
        """#)
    }

    @Test func jsxComponent() {
        let code = #"""
        import React from 'react';

        export function App({ items, title }) {
          const count = items.length;
          return (
            <div className="app" id={`main-${count}`}>
              <h1>{title}</h1>
              <ul>
                {items.map((item) => (
                  <li key={item.id} onClick={() => select(item)}>
                    {item.name}
                  </li>
                ))}
              </ul>
              <Footer year={2024} visible />
              <br />
            </div>
          );
        }
        """#
        #expect(classRuns(code, "jsx") == #"""
        [k:import] React [k:from] [s:'react'];

        [k:export] [k:function] App({ items, title }) {
          [k:const] count = items.[k:length];
          [k:return] (
            [g:<div] [a:className=][s:"app"] [a:id=][g:{][s:`main-][p:${][g:count][p:}][s:`][g:}>]
              [g:<h1>]{title}[g:</h1>]
              [g:<ul>]
                {items.[b:map]((item) => (
                  [g:<li] [a:key=][g:{item.id}] [a:onClick=][g:{()] [g:=>] [g:select(item)}>]
                    {item.[k:name]}
                  [g:</li>]
                ))}
              [g:</ul>]
              [g:<Footer] [a:year=][g:{][n:2024][g:}] [a:visible] [g:/>]
              [g:<br] [g:/>]
            [g:</div>]
          );
        }
        """#)
    }

    @Test func jsxFragmentsAfterExpressions() {
        let code = #"""
        const x = 1 < 2;
        const el = cond ? <Spinner /> : <>
          <span>{a / b}</span>
        </>;
        let z = a / b;
        """#
        #expect(classRuns(code, "jsx") == #"""
        [k:const] x = [n:1] < [n:2];
        [k:const] el = cond ? [g:<Spinner] [g:/>] : [g:<>]
          [g:<span>]{a / b}[g:</span>]
        [g:</>];
        [k:let] z = a / b;
        """#)
    }

    @Test func jsxNestedElementsAndChildExpressions() {
        let code = #"""
        function List({ items }) {
          if (!items.length) return <p className="empty">No items</p>;
          return (
            <ul>
              {items.map((x, i) =>
                i % 2 === 0 ? <li key={i}>{x}</li> : <li key={i} className="odd">{x}</li>
              )}
              {/* a comment */}
              <Foo.Bar baz="1" {...props} qux={{ a: 1 }}>
                text &amp; more
              </Foo.Bar>
              <input type="text" value={v} onChange={e => setV(e.target.value)} />
            </ul>
          );
        }
        const y = a < b && c > d;
        export default List;
        """#
        #expect(classRuns(code, "jsx") == #"""
        [k:function] List({ items }) {
          [k:if] (!items.[k:length]) [k:return] [g:<p] [a:className=][s:"empty"][g:>]No items[g:</p>];
          [k:return] (
            [g:<ul>]
              {items.[b:map]((x, i) =>
                i % [n:2] === [n:0] ? [g:<li] [a:key=][g:{i}>]{x}[g:</li>] : [g:<li] [a:key=][g:{i}] [a:className=][s:"odd"][g:>]{x}[g:</li>]
              )}
              {[c:/*] [c:a] [c:comment] [c:*/]}
              [g:<Foo.Bar] [a:baz=][s:"1"] [g:{...props}] [a:qux=][g:{{] [g:a:] [n:1] [g:}}>]
                text [p:&amp;] more
              [g:</Foo.Bar>]
              [g:<input] [a:type=][s:"text"] [a:value=][g:{v}] [a:onChange=][g:{e] [g:=>] [g:setV(e.target.][k:value][g:)}] [g:/>]
            [g:</ul>]
          );
        }
        [k:const] y = a < b && c > d;
        [k:export] [k:default] List;
        """#)
    }

    @Test func typeScriptDeclarations() {
        let code = #"""
        const x: number = 1 < 2 ? 3 : 4;
        let name: string = 'n';
        interface Point { x: number; y?: number; readonly z: string[] }
        type Pair<T> = [T, T];
        enum Color { Red, Green = 2 }
        function id<T extends object>(arg: T): T { return arg; }
        class Box<T> implements Container {
          private value: T;
          constructor(public readonly v: T) { this.value = v; }
          get(): T { return this.value; }
        }
        const r = a / b / c;
        export type Fn = (a: number, b: string) => void;
        let u: string | undefined = undefined as unknown as string;
        """#
        #expect(classRuns(code, "ts") == #"""
        [k:const] x: [t:number] = [n:1] < [n:2] ? [n:3] : [n:4];
        [k:let] name: [t:string] = [s:'n'];
        [k:interface] Point { x: [t:number]; y?: [t:number]; [k:readonly] z: [t:string][] }
        [k:type] Pair<T> = [T, T];
        [k:enum] Color { Red, Green = [n:2] }
        [k:function] id<T [k:extends] [t:object]>(arg: T): T { [k:return] arg; }
        [k:class] Box<T> [k:implements] Container {
          [k:private] value: T;
          [b:constructor]([k:public] [k:readonly] v: T) { [k:this].[k:value] = v; }
          get(): T { [k:return] [k:this].[k:value]; }
        }
        [k:const] r = a / b / c;
        [k:export] [k:type] Fn = (a: [t:number], b: [t:string]) => [t:void];
        [k:let] u: [t:string] | [t:undefined] = [n:undefined] [k:as] [t:unknown] [k:as] [t:string];
        """#)
    }

    @Test func typeScriptTypeSyntax() {
        let code = #"""
        import type { Foo } from './foo';
        declare module 'x' { export function f(): void; }
        namespace NS { export const a = 1; }
        abstract class A<T = unknown> { abstract m(x: T): Promise<void>; protected static readonly k = 1; }
        function assertIsString(val: any): asserts val is string {}
        type Mapped<T> = { readonly [K in keyof T]?: T[K] };
        type Cond<T> = T extends string ? 'str' : T extends number ? 'num' : never;
        let tuple: [a: string, b?: number, ...rest: boolean[]];
        const obj = { a: 1 } satisfies Record<string, number>;
        let fn: <T>(x: T) => T = (x) => x;
        const casted = <HTMLElement>document.getElementById('x');
        @Component({ selector: 'app' })
        class C { @Input() name!: string; constructor(private svc: Service) {} }
        enum E { A = 1 << 0, B = A | 2 }
        let n = a / b, m = c! / 2;
        function overload(x: string): string;
        function overload(x: number): number;
        function overload(x: any) { return x; }
        export default interface I extends J, K { (x: number): string; new (x: string): I; [key: string]: any; }
        """#
        #expect(classRuns(code, "ts") == #"""
        [k:import] [k:type] { Foo } [k:from] [s:'./foo'];
        [k:declare] [k:module] [s:'x'] { [k:export] [k:function] f(): [t:void]; }
        [k:namespace] NS { [k:export] [k:const] a = [n:1]; }
        [k:abstract] [k:class] A<T = [t:unknown]> { [k:abstract] m(x: T): [t:Promise]<[t:void]>; [k:protected] [k:static] [k:readonly] k = [n:1]; }
        [k:function] assertIsString(val: [t:any]): [k:asserts] val [k:is] [t:string] {}
        [k:type] Mapped<T> = { [k:readonly] [K [k:in] [k:keyof] T]?: T[K] };
        [k:type] Cond<T> = T [k:extends] [t:string] ? [s:'str'] : T [k:extends] [t:number] ? [s:'num'] : [t:never];
        [k:let] tuple: [a: string, b?: number, ...rest: boolean[]];
        [k:const] obj = { a: [n:1] } satisfies Record<string, number>;
        [k:let] fn: <T>(x: T) => T = (x) => x;
        [k:const] casted = <HTMLElement>document.getElementById([s:'x']);
        @Component({ selector: [s:'app'] })
        [k:class] C { @Input() name!: [t:string]; [b:constructor]([k:private] svc: Service) {} }
        [k:enum] E { A = [n:1] << [n:0], B = A | [n:2] }
        [k:let] n = a / b, m = c! / [n:2];
        [k:function] overload(x: [t:string]): [t:string];
        [k:function] overload(x: [t:number]): [t:number];
        [k:function] overload(x: [t:any]) { [k:return] x; }
        [k:export] [k:default] [k:interface] I [k:extends] J, K { (x: [t:number]): [t:string]; [k:new] (x: [t:string]): I; [key: string]: any; }
        """#)
    }

    @Test func tsxComponentWithGenerics() {
        let code = #"""
        import React, { useState } from 'react';

        interface Props { title: string; count?: number }

        export const Counter: React.FC<Props> = ({ title, count = 0 }) => {
          const [n, setN] = useState<number>(count);
          const half = n / 2;
          return (
            <div className="counter">
              <h2>{title}</h2>
              <button onClick={() => setN(n + 1)} disabled={n > 10}>+</button>
              <Child<string> value="x" />
            </div>
          );
        };
        """#
        #expect(classRuns(code, "tsx") == #"""
        [k:import] React, { useState } [k:from] [s:'react'];

        [k:interface] Props { title: [t:string]; count?: [t:number] }

        [k:export] [k:const] Counter: React.FC<Props> = ({ title, count = [n:0] }) => {
          [k:const] [n, setN] = useState<[t:number]>(count);
          [k:const] half = n / [n:2];
          [k:return] (
            [g:<div] [a:className=][s:"counter"][g:>]
              [g:<h2>]{title}[g:</h2>]
              [g:<button] [a:onClick=][g:{()] [g:=>] [g:setN(n] [g:+] [n:1][g:)}] [a:disabled=][g:{n] [g:>] [n:10][g:}>]+[g:</button>]
              [g:<Child<][t:string][g:>] [a:value=][s:"x"] [g:/>]
            [g:</div>]
          );
        };
        """#)
    }

    @Test func tsxGenericArrowFunctions() {
        let code = #"""
        const Generic = <T,>(props: { value: T }) => <span>{String(props.value)}</span>;
        const Arrow = <T extends object>(p: T): JSX.Element => <div {...p} />;
        function App(): JSX.Element {
          const [state, setState] = useState<string | null>(null);
          const ref = useRef<HTMLDivElement>(null);
          return (
            <Layout title={`Hello ${state ?? 'world'}`}>
              {state && <Item<number> id={1} label='one' />}
              <>
                <p>{(state as string).toUpperCase()}</p>
              </>
            </Layout>
          );
        }
        let ratio = width / height / 2;
        """#
        #expect(classRuns(code, "tsx") == #"""
        [k:const] Generic = <T,>(props: { value: T }) => [g:<span>]{[t:String](props.[k:value])}[g:</span>];
        [k:const] Arrow = <T [k:extends] [t:object]>(p: T): JSX.Element => [g:<div] [g:{...p}] [g:/>];
        [k:function] App(): JSX.Element {
          [k:const] [state, setState] = useState<[t:string] | [t:null]>([n:null]);
          [k:const] ref = useRef<HTMLDivElement>([n:null]);
          [k:return] (
            [g:<Layout] [a:title=][g:{][s:`Hello] [p:${][g:state] [g:??] [s:'world'][p:}][s:`][g:}>]
              {state && [g:<Item<][t:number][g:>] [a:id=][g:{][n:1][g:}] [a:label=][s:'one'] [g:/>]}
              [g:<>]
                [g:<p>]{(state [k:as] [t:string]).[b:toUpperCase]()}[g:</p>]
              [g:</>]
            [g:</Layout>]
          );
        }
        [k:let] ratio = width / height / [n:2];
        """#)
    }

    /// `code` highlighted, as `[class:text]` runs per line (whitespace unclassed).
    func classRuns(_ code: String, _ info: String) -> String {
        var classes: [String?] = []
        var html = String(decoding: Highlighter(catalog: sharedCatalog).highlight(code, info: info).html ?? [], as: UTF8.self)[...]
        var current: String?
        while let next = html.first {
            if html.hasPrefix("<hl-"), let end = html.firstIndex(of: ">") {
                current = String(html[html.index(html.startIndex, offsetBy: 4)..<end])
                html = html[html.index(after: end)...]
            } else if html.hasPrefix("</hl-"), let end = html.firstIndex(of: ">") {
                current = nil
                html = html[html.index(after: end)...]
            } else if next == "&", let semicolon = html.firstIndex(of: ";") {
                classes.append(current)
                html = html[html.index(after: semicolon)...]
            } else {
                classes += Array(repeating: current, count: String(next).unicodeScalars.count)
                html = html.dropFirst()
            }
        }
        let scalars = Array(code.unicodeScalars)
        var result = ""
        var index = 0
        while index < scalars.count {
            let role = index < classes.count && !scalars[index].properties.isWhitespace ? classes[index] : nil
            var end = index + 1
            while end < scalars.count, scalars[end] != "\n",
                  (end < classes.count && !scalars[end].properties.isWhitespace ? classes[end] : nil) == role, scalars[index] != "\n" {
                end += 1
            }
            let text = String(String.UnicodeScalarView(scalars[index..<end]))
            result += role.map { "[\($0):\(text)]" } ?? text
            index = end
        }
        return result.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n")
    }
}
