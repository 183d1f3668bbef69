/**
 * The page's only style sheet (inline, so the page needs nothing else).
 * Text is `#1f2328` on white or on light rule tints (contrast 11:1 or more);
 * tooltips are white on `#1f2328`; focus is a 2px `#0969da` outline.
 */
export const STYLES = `
:root{color-scheme:light;--fg:#1f2328;--muted:#59636e;--border:#d1d9e0;--accent:#0969da;--bg-soft:#f6f8fa}
*{box-sizing:border-box}
body{margin:0;font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;color:var(--fg);background:#fff}
header,main{padding:0 24px}
header{border-bottom:1px solid var(--border)}
h1{font-size:20px;margin:16px 0}
h2{font-size:16px;margin:0 0 8px}
h3{font-size:14px;margin:12px 0 4px}
a{color:var(--accent)}
.skip{position:absolute;left:-9999px;top:0;background:#fff;padding:8px}
.skip:focus{left:8px;z-index:20}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.summary{padding:16px 0;border-bottom:1px solid var(--border)}
.summary table{border-collapse:collapse;margin:8px 0}
.summary caption{text-align:left;font-weight:600;padding-bottom:4px}
.summary th,.summary td{border:1px solid var(--border);padding:4px 8px;text-align:left;vertical-align:top}
.swatch{display:inline-block;width:12px;height:12px;margin-right:6px;border:1px solid var(--fg);vertical-align:-1px}
.none,.ok{color:#1a7f37;font-weight:600}
.warning{color:#9a3412;font-weight:600}
.kind{font-weight:600;text-transform:uppercase;font-size:12px}
.panes{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:16px;padding:16px 0}
.pane{min-width:0}
.src{margin:0;padding:12px;border:1px solid var(--border);border-radius:6px;background:var(--bg-soft);font:13px/1.6 ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,monospace;white-space:pre-wrap;overflow-wrap:anywhere;tab-size:4}
mark.edit{position:relative;color:var(--fg);border-radius:3px;border-bottom:2px solid currentColor;padding:0 1px;cursor:help}
mark.edit:focus-visible,mark.edit:hover{outline:2px solid var(--accent);outline-offset:1px}
.glyph{color:var(--muted);font-style:normal}
.tip{display:none;position:absolute;left:0;top:calc(100% + 4px);z-index:10;width:max-content;max-width:min(48ch,80vw);padding:6px 8px;border-radius:6px;background:var(--fg);color:#fff;font:12px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",sans-serif;white-space:normal;overflow-wrap:anywhere;user-select:none;pointer-events:none}
.tip code{color:#fff;background:#424a53;padding:0 3px;border-radius:3px;font-family:ui-monospace,monospace}
mark.edit:hover>.tip,mark.edit:focus>.tip{display:block}
.rule-sanitize{background:#fff1b8}
.rule-normalize-line-break{background:#e4e7ff}
.rule-html-break{background:#d8f0fd}
.rule-fence{background:#ffd9d9}
.rule-attribution{background:#fcd9f0}
.rule-amendments-heading{background:#d4f7dc}
.rule-context-heading{background:#fde2c8}
.rule-fold{background:#ebe5ff}
.rendered{padding:16px 0 32px}
.markdown-body{padding:16px;border:1px solid var(--border);border-radius:6px;overflow-wrap:anywhere}
.markdown-body>:first-child{margin-top:0}
.markdown-body>:last-child{margin-bottom:0}
.markdown-body blockquote{margin:0 0 16px;padding:0 1em;color:var(--muted);border-left:.25em solid var(--border)}
.markdown-body pre{padding:12px;background:var(--bg-soft);border-radius:6px;overflow:auto}
.markdown-body code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:85%}
.markdown-body :not(pre)>code{padding:.2em .4em;background:#eff1f3;border-radius:6px}
.markdown-body table{border-collapse:collapse}
.markdown-body th,.markdown-body td{border:1px solid var(--border);padding:6px 13px}
.markdown-body .image{color:var(--muted);border:1px dashed var(--border);padding:0 4px}
.edits li{margin:2px 0}
`
