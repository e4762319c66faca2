import Foundation
@testable import Markdown
import Testing

/// VitePress' `<script setup>` in a `.md` page: Vue code, left out with
/// one warning; the components it imports warned about as Vue's (not
/// MDX's), their content kept; its `import` lines do not make the page MDX.
struct VueScriptSetupTests {
    @Test func theScriptIsLeftOutAndItsComponentsAreVues() {
        let source = """
            # Team

            <script setup>
            import {
              VPTeamMembers,
              VPTeamPage
            } from 'vitepress/theme'

            const members = [{ name: 'Evan' }]
            </script>

            <VPTeamPage>
            Our team.
            </VPTeamPage>

            <VPTeamMembers size="small" :members="members" />

            <DIV>Kept as HTML.</DIV>
            """
        let rendered = MarkdownRenderer().render(source, options: MarkdownOptions())
        #expect(rendered.html == """
            <h1 id="team">Team</h1>
            <p>Our team.</p>
            <div>Kept as HTML.</div>


            """)
        #expect(rendered.notices.map { "\($0.line):\($0.column): \($0.message)" } == [
            "3:1: VitePress' `<script setup>` block is left out: it is Vue code, run in the browser, and theme-preview does not run Vue; the components it imports are warned about where they are used",
            "12:1: the Vue component `<VPTeamPage>` (imported in the page's `<script setup>`) is not shown: theme-preview does not run Vue, so its content (the text between its tags) is shown without it",
            "16:1: the Vue component `<VPTeamMembers>` (imported in the page's `<script setup>`) is not shown: theme-preview does not run Vue, so its content (the text between its tags) is shown without it",
        ])
    }
}
