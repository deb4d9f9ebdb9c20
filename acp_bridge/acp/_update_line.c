/* A `session/update` line that carries one plain text chunk, read straight from its bytes
 * (update_lines.text_chunk is the definition).
 *
 * Two thirds of a replay's lines are message, thought and prompt chunks: a 20,000-turn replay sends
 * 120,000 of them. Parsed as JSON each becomes four dicts and five strings, only for the reader to
 * look up the same seven fields in them and free them again; the parse alone was most of the reader's
 * cost of a chunk, and the lookups most of the rest. Here the line is walked once, the fields are
 * recognised by their bytes, and only the strings kept are made: the session id, the message id and
 * the text.
 *
 * One exact shape only, in any key order and with any JSON whitespace:
 *   {"jsonrpc": "2.0", "method": "session/update",
 *    "params": {"sessionId": S, "update": {"sessionUpdate": K, "messageId": M?,
 *                                          "content": {"type": "text", "text": T}}}}
 * with K one of the three chunk kinds, S and T strings, M a string or null (or absent). Anything
 * else (another key, a key twice, a key or a kind or a fixed value written with escapes, a value of
 * another type, a string the JSON parser would refuse) returns None, and the line goes the general
 * way (orjson, then the handlers), which also decides what is wrong with it. So this never accepts a
 * line the general way would read differently; tests/unit/test_update_line.py holds it to the
 * definition on arbitrary lines.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#include "_jsonline.h"  /* the cursor, string tokens, objects member by member */

static PyObject *kind_agent, *kind_user, *kind_thought;

/* What the line holds, as it is read. `seen` has a bit per member, so that a key given twice (the
 * JSON parser keeps the last one) declines the line. */
typedef struct {
    unsigned int seen;
    PyObject *session_id;
    PyObject *kind;  /* borrowed: one of the module's three */
    PyObject *message_id;  /* NULL when null or absent */
    PyObject *text;
} Chunk;

enum {
    SEEN_JSONRPC = 1 << 0, SEEN_METHOD = 1 << 1, SEEN_PARAMS = 1 << 2, SEEN_SESSION_ID = 1 << 3,
    SEEN_UPDATE = 1 << 4, SEEN_KIND = 1 << 5, SEEN_MESSAGE_ID = 1 << 6, SEEN_CONTENT = 1 << 7,
    SEEN_TYPE = 1 << 8, SEEN_TEXT = 1 << 9,
};

/* 1 when the key `key` (quoted) comes next, followed by its colon (both consumed): the member's
 * value is next; 0 when another key is. A key given twice, or without a colon, moves the cursor to
 * the end of the line, where reading any value declines the line. */
static inline int
key_once(Cursor *c, Chunk *chunk, const char *key, Py_ssize_t size, unsigned int bit)
{
    if (!literal(c, key, size)) {
        return 0;
    }
    if ((chunk->seen & bit) || !take(c, ':')) {
        c->p = c->end;
    }
    chunk->seen |= bit;
    return 1;
}
#define KEY(c, chunk, text, bit) key_once((c), (chunk), text, (Py_ssize_t)sizeof(text) - 1, (bit))

/* A string value, stored in *slot. */
static int
string_member(Cursor *c, PyObject **slot)
{
    Token token;
    if (!scan_string(c, &token)) {
        return DECLINED;
    }
    return string_of(&token, slot);
}

/* The last session id and message id read, given again when a line names the same one: a replay's
 * lines name one session, and a message's chunks one message id, so the reader hands the reducer an
 * object whose hash is already kept and which compares by identity, instead of a new string per
 * line that is hashed, compared byte by byte and freed. Only ASCII ids (all that agents make): their
 * characters are their UTF-8, compared with the token's bytes. */
static PyObject *last_session_id, *last_message_id;

static int
id_member(Cursor *c, PyObject **slot, PyObject **last)
{
    Token token;
    if (!scan_string(c, &token)) {
        return DECLINED;
    }
    PyObject *cached = *last;
    if (!token.escaped && cached != NULL && PyUnicode_GET_LENGTH(cached) == token.size
        && PyUnicode_IS_ASCII(cached)
        && memcmp(PyUnicode_1BYTE_DATA(cached), token.start, (size_t)token.size) == 0) {
        *slot = Py_NewRef(cached);
        return READ;
    }
    int outcome = string_of(&token, slot);
    if (outcome == READ && *slot != NULL && PyUnicode_IS_ASCII(*slot)) {
        Py_XSETREF(*last, Py_NewRef(*slot));
    }
    return outcome;
}

static int
content_member(Cursor *c, void *state)
{
    Chunk *chunk = state;
    if (KEY(c, chunk, "\"type\"", SEEN_TYPE)) {
        return LITERAL(c, "\"text\"") ? READ : DECLINED;
    }
    if (KEY(c, chunk, "\"text\"", SEEN_TEXT)) {
        return string_member(c, &chunk->text);
    }
    return DECLINED;
}

static int
update_member(Cursor *c, void *state)
{
    Chunk *chunk = state;
    if (KEY(c, chunk, "\"sessionUpdate\"", SEEN_KIND)) {
        chunk->kind = LITERAL(c, "\"agent_message_chunk\"") ? kind_agent
                      : LITERAL(c, "\"agent_thought_chunk\"") ? kind_thought
                      : LITERAL(c, "\"user_message_chunk\"") ? kind_user
                      : NULL;
        return chunk->kind != NULL ? READ : DECLINED;
    }
    if (KEY(c, chunk, "\"messageId\"", SEEN_MESSAGE_ID)) {
        if (LITERAL(c, "null")) {
            return READ;  /* message_id stays NULL: None */
        }
        return id_member(c, &chunk->message_id, &last_message_id);
    }
    if (KEY(c, chunk, "\"content\"", SEEN_CONTENT)) {
        return read_object(c, content_member, chunk);
    }
    return DECLINED;
}

static int
params_member(Cursor *c, void *state)
{
    Chunk *chunk = state;
    if (KEY(c, chunk, "\"sessionId\"", SEEN_SESSION_ID)) {
        return id_member(c, &chunk->session_id, &last_session_id);
    }
    if (KEY(c, chunk, "\"update\"", SEEN_UPDATE)) {
        return read_object(c, update_member, chunk);
    }
    return DECLINED;
}

static int
message_member(Cursor *c, void *state)
{
    Chunk *chunk = state;
    if (KEY(c, chunk, "\"jsonrpc\"", SEEN_JSONRPC)) {
        return LITERAL(c, "\"2.0\"") ? READ : DECLINED;
    }
    if (KEY(c, chunk, "\"method\"", SEEN_METHOD)) {
        return LITERAL(c, "\"session/update\"") ? READ : DECLINED;
    }
    if (KEY(c, chunk, "\"params\"", SEEN_PARAMS)) {
        return read_object(c, params_member, chunk);
    }
    return DECLINED;
}

PyDoc_STRVAR(text_chunk_doc,
"text_chunk(line, /)\n--\n\n"
"(sessionId, kind, messageId or None, text) of a `session/update` line that is one plain text\n"
"chunk in the exact shape the module describes, or None: the line is read the general way.");

static PyObject *
text_chunk(PyObject *module, PyObject *line)
{
    if (!PyBytes_Check(line)) {
        Py_RETURN_NONE;
    }
    Cursor c = {PyBytes_AS_STRING(line), PyBytes_AS_STRING(line) + PyBytes_GET_SIZE(line)};
    Chunk chunk = {0, NULL, NULL, NULL, NULL};
    int outcome = read_object(&c, message_member, &chunk);
    PyObject *result = NULL;
    if (outcome == READ) {
        skip_space(&c);
        const unsigned int all = SEEN_JSONRPC | SEEN_METHOD | SEEN_PARAMS | SEEN_SESSION_ID
                                 | SEEN_UPDATE | SEEN_KIND | SEEN_CONTENT | SEEN_TYPE | SEEN_TEXT;
        if (c.p == c.end && (chunk.seen | SEEN_MESSAGE_ID) == (all | SEEN_MESSAGE_ID)) {
            result = PyTuple_Pack(4, chunk.session_id, chunk.kind,
                                  chunk.message_id != NULL ? chunk.message_id : Py_None, chunk.text);
        } else {
            result = Py_NewRef(Py_None);
        }
    } else if (outcome == DECLINED) {
        result = Py_NewRef(Py_None);
    }
    Py_XDECREF(chunk.session_id);
    Py_XDECREF(chunk.message_id);
    Py_XDECREF(chunk.text);
    return result;
}

static PyMethodDef update_line_methods[] = {
    {"text_chunk", text_chunk, METH_O, text_chunk_doc},
    {NULL, NULL, 0, NULL},
};

static int
update_line_exec(PyObject *module)
{
    /* Interned, once: the reducer looks each kind up in its tables, and an interned str's hash is
     * computed once. */
    if (kind_agent == NULL) {
        kind_agent = PyUnicode_InternFromString("agent_message_chunk");
        kind_user = PyUnicode_InternFromString("user_message_chunk");
        kind_thought = PyUnicode_InternFromString("agent_thought_chunk");
    }
    return kind_agent != NULL && kind_user != NULL && kind_thought != NULL ? 0 : -1;
}

static PyModuleDef_Slot update_line_slots[] = {
    {Py_mod_exec, update_line_exec},
    {0, NULL},
};

static struct PyModuleDef update_line_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "acp_bridge.acp._update_line",
    .m_doc = "`session/update` lines that carry one plain text chunk, read in C "
             "(acp_bridge.acp.update_lines).",
    .m_size = 0,
    .m_methods = update_line_methods,
    .m_slots = update_line_slots,
};

PyMODINIT_FUNC
PyInit__update_line(void)
{
    return PyModuleDef_Init(&update_line_module);
}
