/* A whole `session/list` answer read from its line (session_page.page_line is the definition:
 * `orjson.loads`, then `read_page` of the result).
 *
 * Listing 10,000 sessions is 100 answers of 100 sessions. Parsed as JSON, each session became a
 * dict with a string per field and a `_meta` dict, only for `session_rows` to read six fields out
 * of it into a row and free it again: the parse, the reading and the freeing were two thirds of
 * the bridge's cost of a page (~710 k of ~900 k instructions). Here the line is walked once and only
 * what a row holds is made: the strings it keeps, the time (read from the bytes), the directories
 * and the `_meta` dict.
 *
 * The shape, in any key order and with any JSON whitespace:
 *   {"jsonrpc": any, "id": N, "result": {"sessions": [S, ...], "nextCursor": C?, other: any}, other: any}
 * with N an integer, each S a session object in the shape `_session_row.c` reads (a non-empty string
 * `sessionId`, no Python names, an `updatedAt` that is absent, null or a string `_isotime.h` reads),
 * its other members of any JSON value. A value this does not make itself (a number that is not a
 * small integer, an object or list inside `_meta`, a string with escapes in a key) is made by
 * `orjson.loads` from its bytes; anything else (an `error`, a `method` or `params`, a key twice,
 * a session in another shape, a line the JSON parser would refuse) returns None, and the line goes
 * the general way, which also decides what is wrong with it. So does an answer to an id the caller
 * does not await, told at the id (every line is offered while a page is awaited: a load's answer,
 * possibly large, is not walked). tests/unit/test_page_line.py holds it to the general way on
 * arbitrary lines.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#include "_jsonline.h"
#include "_session_row.h"
#include "../sessions/_isotime.h"

/* Deeper than this, the general way decides (orjson's own limit is 1024). */
#define MAX_DEPTH 128
/* Integers of up to this many digits are made here; longer ones by orjson (which decides about
 * their range). */
#define SMALL_DIGITS 18

static PyObject *orjson_loads;

static int skip_value(Cursor *c, int depth);

/* Whether the `size` bytes at `p` are all ASCII, eight at a time. */
static inline int
ascii_bytes(const char *p, Py_ssize_t size)
{
    const uint64_t highs = 0x8080808080808080ULL;
    uint64_t seen = 0, word;
    Py_ssize_t i = 0;
    for (; i + 8 <= size; i += 8) {
        memcpy(&word, p + i, 8);
        seen |= word;
    }
    for (; i < size; i++) {
        seen |= (unsigned char)p[i];
    }
    return (seen & highs) == 0;  /* the last bytes were folded into the low byte */
}

/* Whether the whole line being read is ASCII (nearly every listing's is): then no string in it needs
 * its UTF-8 checked. -1 until the first string asks (a line declined before one, such as an update
 * read while a page is awaited, is never scanned). Set by `page_line` before it reads, under the GIL,
 * which it holds throughout (nothing it calls runs Python code that could read another line
 * meanwhile). */
static int line_ascii;
static const char *line_start, *line_end;

static inline int
token_ascii(const Token *token)
{
    if (line_ascii < 0) {
        line_ascii = ascii_bytes(line_start, line_end - line_start);
    }
    return line_ascii || ascii_bytes(token->start, token->size);
}

/* The str of a string token: an ASCII one without escapes copied as it is (most of a listing's
 * strings), any other decoded by `string_of`. */
static int
short_string_of(const Token *token, PyObject **out)
{
    if (token->escaped || !token_ascii(token)) {
        return string_of(token, out);
    }
    *out = PyUnicode_New(token->size, 127);
    if (*out == NULL) {
        return FAILED;
    }
    memcpy(PyUnicode_1BYTE_DATA(*out), token->start, (size_t)token->size);
    return READ;
}

/* A few strings a listing repeats in session after session (`_meta` keys, folders), kept from one
 * session to the next: the one already made is handed out again (its hash kept, equal by
 * identity, its memory shared by every record that holds it), instead of a new one made, hashed and
 * compared per session. Direct-mapped by length and last byte; ASCII tokens without escapes only. */
#define RECENT 16
typedef struct {
    PyObject *strings[RECENT];
} Recent;

static Recent recent_keys, recent_folders;

static int
recent_string_of(Recent *recent, const Token *token, PyObject **out)
{
    if (token->escaped || token->size == 0 || !token_ascii(token)) {
        return string_of(token, out);
    }
    PyObject **slot = &recent->strings[((size_t)token->size * 7 + (unsigned char)token->start[token->size - 1]) % RECENT];
    PyObject *kept = *slot;
    if (kept != NULL && PyUnicode_GET_LENGTH(kept) == token->size
        && memcmp(PyUnicode_1BYTE_DATA(kept), token->start, (size_t)token->size) == 0) {
        *out = Py_NewRef(kept);
        return READ;
    }
    int outcome = short_string_of(token, out);
    if (outcome == READ) {
        Py_XSETREF(*slot, Py_NewRef(*out));
    }
    return outcome;
}

/* The value orjson makes of the bytes [start, c->p): READ with *out set, DECLINED when it refuses
 * them (it would refuse the line), FAILED with an error set. */
static int
loads_slice(const char *start, const Cursor *c, PyObject **out)
{
    *out = NULL;
    PyObject *bytes = PyBytes_FromStringAndSize(start, c->p - start);
    if (bytes == NULL) {
        return FAILED;
    }
    *out = PyObject_CallOneArg(orjson_loads, bytes);
    Py_DECREF(bytes);
    if (*out != NULL) {
        return READ;
    }
    if (PyErr_ExceptionMatches(PyExc_ValueError)) {  /* orjson.JSONDecodeError is one */
        PyErr_Clear();
        return DECLINED;
    }
    return FAILED;
}

/* Scans a number as JSON writes one; *small: an integer of at most SMALL_DIGITS digits, its value in
 * *value. */
static int
scan_number(Cursor *c, int *small, long long *value)
{
    const char *p = c->p, *end = c->end;
    int negative = p < end && *p == '-';
    p += negative;
    const char *digits = p;
    if (p >= end || *p < '0' || *p > '9') {
        return DECLINED;
    }
    long long n = 0;
    if (*p == '0') {
        p++;
    } else {
        while (p < end && *p >= '0' && *p <= '9') {
            if (p - digits < SMALL_DIGITS) {
                n = n * 10 + (*p - '0');
            }
            p++;
        }
    }
    *small = p - digits <= SMALL_DIGITS;
    if (p < end && *p == '.') {
        p++;
        if (p >= end || *p < '0' || *p > '9') {
            return DECLINED;
        }
        while (p < end && *p >= '0' && *p <= '9') {
            p++;
        }
        *small = 0;
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
        p++;
        if (p < end && (*p == '+' || *p == '-')) {
            p++;
        }
        if (p >= end || *p < '0' || *p > '9') {
            return DECLINED;
        }
        while (p < end && *p >= '0' && *p <= '9') {
            p++;
        }
        *small = 0;
    }
    *value = negative ? -n : n;
    c->p = p;
    return READ;
}

/* A string token checked as the JSON parser checks one (its escapes and its UTF-8): made and let go,
 * unless it is plain ASCII. */
static inline int
check_string(const Token *token)
{
    if (!token->escaped && token_ascii(token)) {
        return READ;
    }
    PyObject *text;
    int outcome = string_of(token, &text);
    Py_XDECREF(text);
    return outcome;
}

/* A member's key: a string token followed by its colon. */
static int
scan_key(Cursor *c, Token *key)
{
    skip_space(c);
    if (!scan_string(c, key)) {
        return DECLINED;
    }
    return take(c, ':');
}

/* Calls `member(c, key, state)` at each member of the object that starts here, with its key
 * scanned and checked; DECLINED for anything that is not an object. */
typedef int (*KeyedMember)(Cursor *c, const Token *key, void *state);

static int
walk_object(Cursor *c, KeyedMember member, void *state)
{
    int more = open_items(c, '{', '}');
    while (more > 0) {
        Token key;
        int outcome = scan_key(c, &key);
        if (outcome == READ) {
            outcome = check_string(&key);
        }
        if (outcome == READ) {
            outcome = member(c, &key, state);
        }
        if (outcome != READ) {
            return outcome;
        }
        more = after_item(c, '}');
    }
    return more == 0 ? READ : DECLINED;
}

/* Calls `item(c, state)` at each item of the list that starts here; DECLINED for an item it
 * declines or for anything that is not a list. */
static int
walk_array(Cursor *c, Member item, void *state)
{
    int more = open_items(c, '[', ']');
    while (more > 0) {
        int outcome = item(c, state);
        if (outcome != READ) {
            return outcome;
        }
        more = after_item(c, ']');
    }
    return more == 0 ? READ : DECLINED;
}

static int
skip_member(Cursor *c, const Token *key, void *depth)
{
    return skip_value(c, *(int *)depth);
}

static int
skip_item(Cursor *c, void *depth)
{
    return skip_value(c, *(int *)depth);
}

/* Skips one JSON value, checked as the JSON parser checks it. */
static int
skip_value(Cursor *c, int depth)
{
    if (depth > MAX_DEPTH) {
        return DECLINED;
    }
    skip_space(c);
    if (c->p >= c->end) {
        return DECLINED;
    }
    switch (*c->p) {
    case '"': {
        Token token;
        return scan_string(c, &token) ? check_string(&token) : DECLINED;
    }
    case '{': {
        int inner = depth + 1;
        return walk_object(c, skip_member, &inner);
    }
    case '[': {
        int inner = depth + 1;
        return walk_array(c, skip_item, &inner);
    }
    case 't':
        return LITERAL(c, "true") ? READ : DECLINED;
    case 'f':
        return LITERAL(c, "false") ? READ : DECLINED;
    case 'n':
        return LITERAL(c, "null") ? READ : DECLINED;
    default: {
        const char *start = c->p;
        int small;
        long long value;
        if (!scan_number(c, &small, &value)) {
            return DECLINED;
        }
        if (small) {
            return READ;
        }
        PyObject *number;  /* orjson's verdict on a float or a long integer */
        int outcome = loads_slice(start, c, &number);
        Py_XDECREF(number);
        return outcome;
    }
    }
}

/* The value that starts here, made as orjson makes it. */
static int
value_of(Cursor *c, PyObject **out)
{
    *out = NULL;
    skip_space(c);
    if (c->p >= c->end) {
        return DECLINED;
    }
    const char *start = c->p;
    switch (*start) {
    case '"': {
        Token token;
        return scan_string(c, &token) ? short_string_of(&token, out) : DECLINED;
    }
    case 't':
    case 'f':
    case 'n': {
        PyObject *constant = LITERAL(c, "true") ? Py_True : LITERAL(c, "false") ? Py_False
                             : LITERAL(c, "null") ? Py_None : NULL;
        if (constant == NULL) {
            return DECLINED;
        }
        *out = Py_NewRef(constant);
        return READ;
    }
    case '{':
    case '[': {
        int outcome = skip_value(c, 1);
        return outcome == READ ? loads_slice(start, c, out) : outcome;
    }
    default: {
        int small;
        long long value;
        if (!scan_number(c, &small, &value)) {
            return DECLINED;
        }
        if (!small) {
            return loads_slice(start, c, out);
        }
        *out = PyLong_FromLongLong(value);
        return *out != NULL ? READ : FAILED;
    }
    }
}

/* A `_meta` object as a dict (a key given twice declines: orjson keeps the last one). */
static int
meta_member(Cursor *c, const Token *key, void *state)
{
    PyObject *meta = state, *name, *value;
    int outcome = recent_string_of(&recent_keys, key, &name);
    if (outcome != READ) {
        return outcome;
    }
    outcome = value_of(c, &value);
    if (outcome == READ) {
        Py_ssize_t before = PyDict_GET_SIZE(meta);
        outcome = PyDict_SetItem(meta, name, value) < 0 ? FAILED
                  : PyDict_GET_SIZE(meta) == before ? DECLINED  /* the key again */
                  : READ;
        Py_DECREF(value);
    }
    Py_DECREF(name);
    return outcome;
}

/* One session: its fields as the row holds them, each once. */
typedef struct {
    unsigned int seen;
    PyObject *session_id, *cwd, *title, *updated_at, *directories, *meta;
} Session;

static void
session_clear(Session *s)
{
    Py_CLEAR(s->session_id);
    Py_CLEAR(s->cwd);
    Py_CLEAR(s->title);
    Py_CLEAR(s->updated_at);
    Py_CLEAR(s->directories);
    Py_CLEAR(s->meta);
}

/* A string member kept as a str; any other JSON value reads as None (skipped). */
static int
optional_string(Cursor *c, PyObject **slot)
{
    skip_space(c);
    if (c->p < c->end && *c->p == '"') {
        return value_of(c, slot);
    }
    *slot = NULL;
    return skip_value(c, 1);
}

/* An item of `additionalDirectories`: a string is kept, anything else left out. */
static int
directory_item(Cursor *c, void *directories)
{
    skip_space(c);
    if (c->p >= c->end || *c->p != '"') {
        return skip_value(c, 3);
    }
    PyObject *directory;
    int outcome = value_of(c, &directory);
    if (outcome == READ) {
        outcome = PyList_Append(directories, directory) < 0 ? FAILED : READ;
        Py_DECREF(directory);
    }
    return outcome;
}

static int
directories_of(Cursor *c, PyObject **slot)
{
    skip_space(c);
    if (c->p >= c->end || *c->p != '[') {
        return skip_value(c, 2);  /* not a list: no directories */
    }
    *slot = PyList_New(0);
    return *slot == NULL ? FAILED : walk_array(c, directory_item, *slot);
}

static int
session_member(Cursor *c, const Token *key, void *state)
{
    Session *s = state;
    if (key->escaped) {
        return DECLINED;  /* it may spell a field's name */
    }
    enum field field = field_of(key->start, key->size);
    if (field == PYTHON_NAME) {
        return DECLINED;
    }
    if (field == OTHER) {
        return skip_value(c, 2);
    }
    if (s->seen & (1u << field)) {
        return DECLINED;
    }
    s->seen |= 1u << field;
    skip_space(c);
    switch (field) {
    case SESSION_ID:
        if (c->p >= c->end || *c->p != '"') {
            return DECLINED;
        }
        return value_of(c, &s->session_id);
    case CWD:
        if (c->p < c->end && *c->p == '"') {
            Token token;
            return scan_string(c, &token) ? recent_string_of(&recent_folders, &token, &s->cwd) : DECLINED;
        }
        return skip_value(c, 2);
    case TITLE:
        return optional_string(c, &s->title);
    case UPDATED_AT: {
        if (LITERAL(c, "null")) {
            return READ;
        }
        Token token;
        if (c->p >= c->end || *c->p != '"' || !scan_string(c, &token) || token.escaped) {
            return DECLINED;  /* another kind of value: parse_updated_at decides */
        }
        s->updated_at = isotime_utc_datetime_chars(token.start, token.size);
        if (s->updated_at == NULL) {
            return FAILED;
        }
        return s->updated_at == Py_None ? DECLINED : READ;  /* another shape of time: the same */
    }
    case DIRECTORIES:
        return directories_of(c, &s->directories);
    case META:
        if (c->p < c->end && *c->p == '{') {
            s->meta = PyDict_New();
            return s->meta == NULL ? FAILED : walk_object(c, meta_member, s->meta);
        }
        return skip_value(c, 2);
    default:
        return DECLINED;
    }
}

/* The session that starts here as a row (session_page.ListedSession). */
static int
session_row_of(Cursor *c, PyObject **row)
{
    Session s = {0, NULL, NULL, NULL, NULL, NULL, NULL};
    int outcome = walk_object(c, session_member, &s);
    if (outcome == READ
        && (s.session_id == NULL || !PyUnicode_Check(s.session_id) || PyUnicode_GET_LENGTH(s.session_id) == 0)) {
        outcome = DECLINED;  /* skipped with a reason: the Python gives it */
    }
    if (outcome == READ && s.directories == NULL) {
        s.directories = PyList_New(0);
        outcome = s.directories == NULL ? FAILED : READ;
    }
    if (outcome == READ) {
        *row = PyTuple_Pack(6, s.session_id, s.cwd ? s.cwd : Py_None, s.title ? s.title : Py_None,
                            s.updated_at ? s.updated_at : Py_None, s.directories,
                            s.meta ? s.meta : Py_None);
        outcome = *row != NULL ? READ : FAILED;
    }
    session_clear(&s);
    return outcome;
}

/* The answer's `result`: its sessions' rows and its cursor. */
typedef struct {
    unsigned int seen;
    PyObject *rows;
    PyObject *cursor;
} Page;

enum { SEEN_SESSIONS = 1 << 0, SEEN_CURSOR = 1 << 1, SEEN_ID = 1 << 2, SEEN_RESULT = 1 << 3 };

/* Whether the key token (without escapes) is `name`. */
#define KEY_IS(key, name) \
    ((key)->size == (Py_ssize_t)sizeof(name) - 1 && memcmp((key)->start, name, sizeof(name) - 1) == 0)

static int
session_item(Cursor *c, void *rows)
{
    PyObject *row;
    int outcome = session_row_of(c, &row);
    if (outcome == READ) {
        outcome = PyList_Append(rows, row) < 0 ? FAILED : READ;
        Py_DECREF(row);
    }
    return outcome;
}

static int
sessions_of(Cursor *c, Page *page)
{
    skip_space(c);
    if (c->p >= c->end || *c->p != '[') {
        return DECLINED;  /* not a list: the general way reads it (as no session) */
    }
    page->rows = PyList_New(0);
    return page->rows == NULL ? FAILED : walk_array(c, session_item, page->rows);
}

static int
result_member(Cursor *c, const Token *key, void *state)
{
    Page *page = state;
    if (key->escaped) {
        return DECLINED;  /* it may spell `sessions` or `nextCursor` */
    }
    if (KEY_IS(key, "sessions")) {
        if (page->seen & SEEN_SESSIONS) {
            return DECLINED;
        }
        page->seen |= SEEN_SESSIONS;
        return sessions_of(c, page);
    }
    if (KEY_IS(key, "nextCursor")) {
        if (page->seen & SEEN_CURSOR) {
            return DECLINED;
        }
        page->seen |= SEEN_CURSOR;
        int outcome = optional_string(c, &page->cursor);
        if (outcome == READ && page->cursor != NULL && PyUnicode_GET_LENGTH(page->cursor) == 0) {
            Py_CLEAR(page->cursor);  /* an empty cursor: the last page */
        }
        return outcome;
    }
    return skip_value(c, 2);
}

typedef struct {
    Page page;
    PyObject *id;
    PyObject *awaited; /* the ids whose answers are wanted (a set), or NULL: any */
} Answer;

static int
answer_member(Cursor *c, const Token *key, void *state)
{
    Answer *answer = state;
    if (key->escaped) {
        return DECLINED;  /* it may spell `id`, `result` or `error` */
    }
    if (KEY_IS(key, "id")) {
        if (answer->page.seen & SEEN_ID) {
            return DECLINED;
        }
        answer->page.seen |= SEEN_ID;
        skip_space(c);
        int small;
        long long value;
        if (c->p >= c->end || (*c->p != '-' && (*c->p < '0' || *c->p > '9'))
            || !scan_number(c, &small, &value) || !small) {
            return DECLINED;  /* the bridge's ids are small integers */
        }
        answer->id = PyLong_FromLongLong(value);
        if (answer->id == NULL) {
            return FAILED;
        }
        if (answer->awaited != NULL) {
            /* Another request's answer (a load's, a prompt's): told before its result is walked. */
            int wanted = PySet_Contains(answer->awaited, answer->id);
            return wanted < 0 ? FAILED : wanted ? READ : DECLINED;
        }
        return READ;
    }
    if (KEY_IS(key, "result")) {
        if (answer->page.seen & SEEN_RESULT) {
            return DECLINED;
        }
        answer->page.seen |= SEEN_RESULT;
        return walk_object(c, result_member, &answer->page);
    }
    if (KEY_IS(key, "error") || KEY_IS(key, "method") || KEY_IS(key, "params")) {
        return DECLINED;  /* not an answer with a result: told before any large value is walked */
    }
    return skip_value(c, 1);
}

const char page_line_doc[] =
"page_line(line, awaited=None, /)\n--\n\n"
"(id, rows, nextCursor or None) of a line that answers `session/list` in the shape the module\n"
"describes, each row as session_page.read_session gives it; else None: the line is read the\n"
"general way. `awaited`: a set of the ids whose answers are wanted; an answer to another id\n"
"that gives its id before its result is declined before the result is read.";

PyObject *
page_line(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs < 1 || nargs > 2) {
        PyErr_SetString(PyExc_TypeError, "page_line() takes a line and, optionally, a set of ids");
        return NULL;
    }
    PyObject *line = args[0], *awaited = nargs == 2 && args[1] != Py_None ? args[1] : NULL;
    if (awaited != NULL && !PyAnySet_Check(awaited)) {
        PyErr_SetString(PyExc_TypeError, "page_line()'s ids must be a set");
        return NULL;
    }
    if (!PyBytes_Check(line)) {
        Py_RETURN_NONE;
    }
    Cursor c = {PyBytes_AS_STRING(line), PyBytes_AS_STRING(line) + PyBytes_GET_SIZE(line)};
    line_ascii = -1;
    line_start = c.p;
    line_end = c.end;
    Answer answer = {{0, NULL, NULL}, NULL, awaited};
    int outcome = walk_object(&c, answer_member, &answer);
    PyObject *result = NULL;
    if (outcome == READ) {
        skip_space(&c);
        const unsigned int all = SEEN_ID | SEEN_RESULT | SEEN_SESSIONS;
        if (c.p == c.end && (answer.page.seen & all) == all) {
            result = PyTuple_Pack(3, answer.id, answer.page.rows,
                                  answer.page.cursor != NULL ? answer.page.cursor : Py_None);
        } else {
            result = Py_NewRef(Py_None);
        }
    } else if (outcome == DECLINED) {
        result = Py_NewRef(Py_None);
    }
    Py_XDECREF(answer.id);
    Py_XDECREF(answer.page.rows);
    Py_XDECREF(answer.page.cursor);
    return result;
}

int
page_line_import(void)
{
    if (isotime_import(NULL) < 0) {  /* this file's own pointer to the datetime C API */
        return -1;
    }
    if (orjson_loads == NULL) {
        PyObject *orjson = PyImport_ImportModule("orjson");
        if (orjson == NULL) {
            return -1;
        }
        orjson_loads = PyObject_GetAttrString(orjson, "loads");
        Py_DECREF(orjson);
    }
    return orjson_loads != NULL ? 0 : -1;
}
