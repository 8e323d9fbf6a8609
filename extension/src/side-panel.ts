declare const __STUDIFY_BROWSER__: 'chromium' | 'firefox' | undefined

type SidebarAction = { open: () => Promise<void> }

/**
 * Opens the panel beside the page: Chrome and Edge's side panel, Firefox's sidebar. Both must be
 * called synchronously inside the user's gesture (a click, the context menu), before any await.
 * The build compiles one branch per browser (`__STUDIFY_BROWSER__`), so the Firefox package holds
 * no side-panel call and the Chromium one no sidebar call; unbundled (unit tests) it is Chromium.
 */
export const openSidePanel = (windowId: number | undefined): Promise<void> => {
  if (typeof __STUDIFY_BROWSER__ !== 'undefined' && __STUDIFY_BROWSER__ === 'firefox') {
    const sidebar = (globalThis as unknown as { browser?: { sidebarAction?: SidebarAction } }).browser?.sidebarAction
    return sidebar?.open() ?? Promise.resolve()
  }
  return windowId === undefined ? Promise.resolve() : chrome.sidePanel.open({ windowId })
}
