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

#include "../sessions/_utf8.h"  /* a decoded escape written as UTF-8 */
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* The three outcomes of each step: a Python error is set, the line is not of the shape, or fine. */
#define FAILED (-1)
#define DECLINED 0
#define READ 1

typedef struct {
    const char *p;
    const char *end;
} Cursor;

/* A string token: the bytes between its quotes, and whether any of them is an escape. */
typedef struct {
    const char *start;
    Py_ssize_t size;
    int escaped;
} Token;

static PyObject *kind_agent, *kind_user, *kind_thought;

static inline void
skip_space(Cursor *c)
{
    /* Compact JSON has none: one comparison tells a token's first byte from whitespace. */
    while (c->p < c->end && (unsigned char)*c->p <= ' '
           && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r')) {
        c->p++;
    }
}

/* Skips whitespace and then the bytes of `text` when they come next; 0 (nothing consumed but the
 * whitespace) when they don't. Keys and fixed values are matched so, quotes included: a key written
 * with escapes, or longer, is not one of them. */
static inline int
literal(Cursor *c, const char *text, Py_ssize_t size)
{
    skip_space(c);
    if (c->end - c->p < size || memcmp(c->p, text, (size_t)size) != 0) {
        return 0;
    }
    c->p += size;
    return 1;
}
#define LITERAL(c, text) literal((c), text, (Py_ssize_t)sizeof(text) - 1)

/* Skips whitespace and then `ch`; DECLINED if the next byte is another one. */
static inline int
take(Cursor *c, char ch)
{
    skip_space(c);
    if (c->p >= c->end || *c->p != ch) {
        return DECLINED;
    }
    c->p++;
    return READ;
}

/* Whether any of the 8 bytes in `word` is a quote, a backslash or a control character (exact:
 * the classic "has a zero byte" test, and its "has a byte less than" variant). */
static inline int
has_special(uint64_t word)
{
    const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    uint64_t quote = word ^ (ones * '"'), backslash = word ^ (ones * '\\');
    uint64_t found = ((quote - ones) & ~quote) | ((backslash - ones) & ~backslash)
                     | ((word - ones * 0x20) & ~word);
    return (found & highs) != 0;
}

/* Scans a string token (after whitespace). Raw control characters are refused here, as by JSON;
 * escapes are only checked for their backslash here and decoded (and checked) by `string_of`.
 * A text is hundreds of bytes: they are checked sixteen at a time (SSE2), or eight at a time in a
 * word, until a block holds a byte that matters, which is then found byte by byte. */
static int
scan_string(Cursor *c, Token *token)
{
    if (!take(c, '"')) {
        return DECLINED;
    }
    const char *p = c->p, *end = c->end;
    token->start = p;
    token->escaped = 0;
    for (;;) {
        uint64_t word;
#ifdef __SSE2__
        /* 16 bytes at a time, straight to the first that matters (SSE2 is part of x86-64). */
        const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\');
        const __m128i control_max = _mm_set1_epi8(0x1F);
        while (end - p >= 16) {
            __m128i v = _mm_loadu_si128((const __m128i *)p);
            __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                                       _mm_cmpeq_epi8(_mm_min_epu8(v, control_max), v));  /* <= 0x1F */
            int mask = _mm_movemask_epi8(hit);
            if (mask != 0) {
                p += __builtin_ctz((unsigned)mask);
                break;
            }
            p += 16;
        }
#endif
        while (end - p >= 8) {
            memcpy(&word, p, 8);
            if (has_special(word)) {
                break;
            }
            p += 8;
        }
        const char *stop = end - p >= 8 ? p + 8 : end;  /* the word with the byte, or the rest */
        for (; p < stop; p++) {
            unsigned char ch = (unsigned char)*p;
            if (ch == '"') {
                token->size = p - token->start;
                c->p = p + 1;
                return READ;
            }
            if (ch == '\\') {
                break;
            }
            if (ch < 0x20) {
                return DECLINED;
            }
        }
        if (p >= end) {
            return DECLINED;  /* no closing quote */
        }
        if (p < stop) {  /* a backslash */
            if (end - p < 2) {
                return DECLINED;
            }
            token->escaped = 1;
            p += 2;  /* the escaped byte can be a quote; \u's digits are ordinary bytes */
        }
    }
}

static int
hex4(const char *p, unsigned int *out)
{
    unsigned int value = 0;
    for (int i = 0; i < 4; i++) {
        char ch = p[i];
        value <<= 4;
        if (ch >= '0' && ch <= '9') {
            value |= (unsigned int)(ch - '0');
        } else if (ch >= 'a' && ch <= 'f') {
            value |= (unsigned int)(ch - 'a' + 10);
        } else if (ch >= 'A' && ch <= 'F') {
            value |= (unsigned int)(ch - 'A' + 10);
        } else {
            return 0;
        }
    }
    *out = value;
    return 1;
}

/* Unescapes `token` into `out` (at least token->size bytes: no escape is shorter than what it
 * stands for in UTF-8); the number of bytes written, or -1 for an escape JSON does not have or a
 * surrogate that is not half of a pair (the JSON parser decides about those). */
static Py_ssize_t
unescape(const Token *token, char *out)
{
    const char *p = token->start, *end = token->start + token->size;
    char *o = out;
    while (p < end) {
        const char *slash = memchr(p, '\\', (size_t)(end - p));
        if (slash == NULL) {
            memcpy(o, p, (size_t)(end - p));
            o += end - p;
            break;
        }
        memcpy(o, p, (size_t)(slash - p));
        o += slash - p;
        p = slash + 1;  /* scan_string saw to it that a byte follows */
        switch (*p++) {
        case '"': *o++ = '"'; break;
        case '\\': *o++ = '\\'; break;
        case '/': *o++ = '/'; break;
        case 'b': *o++ = '\b'; break;
        case 'f': *o++ = '\f'; break;
        case 'n': *o++ = '\n'; break;
        case 'r': *o++ = '\r'; break;
        case 't': *o++ = '\t'; break;
        case 'u': {
            unsigned int cp, low;
            if (end - p < 4 || !hex4(p, &cp)) {
                return -1;
            }
            p += 4;
            if (cp >= 0xDC00 && cp <= 0xDFFF) {
                return -1;  /* a low surrogate first */
            }
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                if (end - p < 6 || p[0] != '\\' || p[1] != 'u' || !hex4(p + 2, &low)
                    || low < 0xDC00 || low > 0xDFFF) {
                    return -1;
                }
                p += 6;
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            }
            o = put_utf8(o, cp);
            break;
        }
        default:
            return -1;
        }
    }
    return o - out;
}

/* The str a string token stands for; *result stays NULL when the line is declined (escapes or
 * UTF-8 the JSON parser would refuse). */
static int
string_of(const Token *token, PyObject **result)
{
    *result = NULL;
    PyObject *text;
    if (!token->escaped) {
        text = PyUnicode_DecodeUTF8(token->start, token->size, NULL);
    } else {
        char small[256];
        char *buffer = token->size <= (Py_ssize_t)sizeof(small) ? small : PyMem_Malloc((size_t)token->size);
        if (buffer == NULL) {
            PyErr_NoMemory();
            return FAILED;
        }
        Py_ssize_t size = unescape(token, buffer);
        text = size < 0 ? Py_None : PyUnicode_DecodeUTF8(buffer, size, NULL);
        if (buffer != small) {
            PyMem_Free(buffer);
        }
        if (text == Py_None) {
            return DECLINED;
        }
    }
    if (text == NULL) {
        if (PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) {
            PyErr_Clear();  /* not UTF-8, or a surrogate written as UTF-8: refused as JSON too */
            return DECLINED;
        }
        return FAILED;
    }
    *result = text;
    return READ;
}

/* Calls `member(c, state)` at each member of the object that starts here (its key is next); DECLINED
 * for a member it declines or for anything that is not an object. */
typedef int (*Member)(Cursor *c, void *state);

static int
read_object(Cursor *c, Member member, void *state)
{
    if (!take(c, '{')) {
        return DECLINED;
    }
    skip_space(c);
    if (c->p < c->end && *c->p == '}') {
        c->p++;
        return READ;
    }
    for (;;) {
        int outcome = member(c, state);
        if (outcome != READ) {
            return outcome;
        }
        skip_space(c);
        if (c->p >= c->end) {
            return DECLINED;
        }
        char next = *c->p++;
        if (next == '}') {
            return READ;
        }
        if (next != ',') {
            return DECLINED;
        }
    }
}

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
