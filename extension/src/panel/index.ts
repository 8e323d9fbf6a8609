import '../zod-setup'

import { startApp } from './app'
import { applyDocumentLanguage } from './i18n'

applyDocumentLanguage()
const root = document.getElementById('app')
if (root) void startApp(root, document.body.dataset.surface === 'popup' ? 'popup' : 'sidepanel')
