-- Runs inside `nvim --headless` after the set-up from docs/editors.md opened the card file given on
-- the command line. Waits for the server's diagnostics, asks for a hover at the position given in
-- CARDSCRIPT_HOVER (line,character; 0-based), writes what arrived as JSON to CARDSCRIPT_RESULT and
-- quits. The Node runner (scripts/test-neovim.js) makes the assertions.
local result = { nvim = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) .. '.' .. tostring(vim.version().patch) }
local buf = vim.api.nvim_get_current_buf()
local timeout = tonumber(os.getenv('CARDSCRIPT_TIMEOUT_MS') or '30000')

result.filetype = vim.bo[buf].filetype
result.clients = {}
vim.wait(timeout, function()
  return next(vim.lsp.buf_get_clients(buf)) ~= nil
end, 50)
for _, client in pairs(vim.lsp.buf_get_clients(buf)) do
  local capabilities = client.server_capabilities or {}
  table.insert(result.clients, {
    name = client.name,
    hoverProvider = capabilities.hoverProvider == true,
    definitionProvider = capabilities.definitionProvider == true,
    completionTriggers = capabilities.completionProvider and capabilities.completionProvider.triggerCharacters or vim.NIL,
  })
end

vim.wait(timeout, function()
  return #vim.diagnostic.get(buf) > 0
end, 50)
result.diagnostics = {}
for _, d in ipairs(vim.diagnostic.get(buf)) do
  local lsp = d.user_data and d.user_data.lsp or {}
  table.insert(result.diagnostics, { line = d.lnum, col = d.col, message = d.message, source = d.source or lsp.source or vim.NIL, code = d.code or lsp.code or vim.NIL })
end

local line, character = string.match(os.getenv('CARDSCRIPT_HOVER') or '', '^(%d+),(%d+)$')
if line then
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = tonumber(line), character = tonumber(character) } }
  local responses, err = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, timeout)
  result.hover = vim.NIL
  result.hoverError = err or vim.NIL
  for _, response in pairs(responses or {}) do
    if response.result then result.hover = response.result end
    if response.error then result.hoverError = response.error end
  end
end

local file = assert(io.open(assert(os.getenv('CARDSCRIPT_RESULT')), 'w'))
file:write(vim.fn.json_encode(result))
file:close()
vim.cmd('qall!')
