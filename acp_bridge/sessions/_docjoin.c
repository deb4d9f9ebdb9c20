/* A whole document from its blocks, each let go once it is written (render.render_markdown), and a
 * tail of one as a JSON string (lsp/documents.py).
 *
 * `"".join(map(render, items))` holds every block until the join: for a long session that is tens of
 * megabytes of strings beside the document, all in memory the process touches for the first time,
 * and on a machine where a page fault costs microseconds faulting it in costs more than rendering
 * into it. Written into a growing string instead, each block is copied while it is still in the
 * cache and freed at once, so the next block reuses its memory; only the document's own pages are
 * new. The string grows by over-allocation (a large block is moved by the C library's mremap, not
 * copied) and takes the width of its widest character as it meets it, as str.join would.
 *
 * Or the same document as UTF-8 (join_rendered_utf8, what `show` writes) or as the JSON string of
 * an answer (json_rendered, the editor's export): a transcript is nearly all ASCII, but one `→` in
 * it makes the str two bytes per character (94 MB for a 20,000-turn session, against 47 MB of
 * UTF-8), and writing it out encodes it once more.
 *
 * And a document's tail as the JSON string the language server sends (json_text): orjson would need
 * the tail joined into one string (two bytes per character once a block holds a `→`) and keeps the
 * UTF-8 it encodes that string to inside it, so each fetch of a long load held the tail three times
 * over (~25 MB for 5 M characters). Here each piece is encoded and escaped straight into the answer,
 * in one pass over its characters.
 */
#include "_textscan.h"
#include "_utf8.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* CPython's string writer: private before 3.14, public (PyUnicodeWriter) since. */
#if PY_VERSION_HEX >= 0x030E0000
typedef PyUnicodeWriter *doc_writer;
#define WRITER_OPEN(w) (((w) = PyUnicodeWriter_Create(0)) != NULL ? 0 : -1)
/* The characters themselves, as str.join takes them: WriteStr would call str() on a subclass. */
#define WRITER_WRITE(w, s) PyUnicodeWriter_WriteSubstring((w), (s), 0, PyUnicode_GET_LENGTH(s))
#define WRITER_FINISH(w) PyUnicodeWriter_Finish(w)
#define WRITER_DISCARD(w) PyUnicodeWriter_Discard(w)
#else
typedef _PyUnicodeWriter doc_writer;
#define WRITER_OPEN(w) (_PyUnicodeWriter_Init(&(w)), (w).overallocate = 1, 0)
#define WRITER_WRITE(w, s) _PyUnicodeWriter_WriteStr(&(w), (s))
#define WRITER_FINISH(w) _PyUnicodeWriter_Finish(&(w))
#define WRITER_DISCARD(w) _PyUnicodeWriter_Dealloc(&(w))
#endif

/* Where join_loop's pieces go: a string, UTF-8 bytes or a JSON string. `write` takes a new
 * reference to a str and lets it go. */
typedef int (*piece_writer)(void *sink, PyObject *piece);

/* head, render(item) for each item, tail, each handed to `write` as soon as it exists. */
static int
join_loop(const char *name, PyObject *const *args, Py_ssize_t nargs, piece_writer write, void *sink)
{
    if (check_nargs(name, nargs, 4) < 0 || check_str(args[2], name) < 0 || check_str(args[3], name) < 0) {
        return -1;
    }
    PyObject *render = args[0], *items = args[1];
    if (!PyList_Check(items)) {
        PyErr_Format(PyExc_TypeError, "%s() items must be a list, not %.100s", name, Py_TYPE(items)->tp_name);
        return -1;
    }
    if (write(sink, Py_NewRef(args[2])) < 0) {
        return -1;
    }
    /* The list may change under a render that calls back into Python: read its length each time,
     * and hold the item while it is rendered. */
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(items); i++) {
        PyObject *item = Py_NewRef(PyList_GET_ITEM(items, i));
        PyObject *piece = PyObject_CallOneArg(render, item);
        Py_DECREF(item);
        if (piece == NULL) {
            return -1;
        }
        if (!PyUnicode_Check(piece)) {
            PyErr_Format(PyExc_TypeError, "%s() render must return str, not %.100s", name,
                         Py_TYPE(piece)->tp_name);
            Py_DECREF(piece);
            return -1;
        }
#if PY_VERSION_HEX < 0x030C0000
        if (PyUnicode_READY(piece) < 0) {  /* a legacy string's characters, before 3.12 */
            Py_DECREF(piece);
            return -1;
        }
#endif
        if (write(sink, piece) < 0) {
            return -1;
        }
    }
    return write(sink, Py_NewRef(args[3]));
}

static int
write_to_string(void *sink, PyObject *piece)
{
    int failed = WRITER_WRITE(*(doc_writer *)sink, piece) < 0;
    Py_DECREF(piece);
    return failed ? -1 : 0;
}

const char join_rendered_doc[] =
    "join_rendered(render, items, head, tail, /)\n--\n\n"
    "head + \"\".join(map(render, items)) + tail, each rendered piece written into the result and\n"
    "let go before the next is rendered. items must be a list; render must return str.";

PyObject *
join_rendered(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    doc_writer writer;
    if (WRITER_OPEN(writer) < 0) {
        return NULL;
    }
    if (join_loop("join_rendered", args, nargs, write_to_string, &writer) < 0) {
        WRITER_DISCARD(writer);
        return NULL;
    }
    return WRITER_FINISH(writer);
}

/* Room for `n` more bytes at the sink's end; its start, or NULL after an error. */
char *
sink_reserve(byte_sink *s, Py_ssize_t n)
{
    Py_ssize_t capacity = PyBytes_GET_SIZE(s->bytes);
    if (n > capacity - s->used) {
        if (n > PY_SSIZE_T_MAX / 2 - s->used) {
            PyErr_NoMemory();
            return NULL;
        }
        if (_PyBytes_Resize(&s->bytes, Py_MAX(s->used + n, capacity + capacity / 2)) < 0) {
            return NULL;  /* _PyBytes_Resize freed it and set it to NULL */
        }
    }
    return PyBytes_AS_STRING(s->bytes) + s->used;
}

/* The two encodings of a piece (UTF-8, and the body of a JSON string in UTF-8) share one loop: a
 * run of plain characters copied a block at a time, then the one character that ends it on its own.
 * Plain is ASCII, and for JSON not one it escapes. A transcript's non-ASCII pieces are nearly all
 * ASCII (one `·` or `→` in a tool call's heading), and Markdown has a line break to escape every few
 * dozen characters. */

/* What JSON must escape in a string (orjson's set): the C0 controls, `"` and `\`. */
#define JSON_SPECIAL(c) (((c) < 0x20) | ((c) == '"') | ((c) == '\\'))

/* Whether the character ends a plain run. */
#define NOT_PLAIN(c, json) ((c) >= 0x80 || ((json) && JSON_SPECIAL(c)))

/* The rest of a plain run, one character at a time; the run's length. */
#define PLAIN_RUN_TAIL()                                                                    \
    for (; i < n && !NOT_PLAIN(data[i], json); i++) {                                       \
        out[i - from] = (char)data[i];                                                      \
    }                                                                                       \
    return i - from

/* How many characters from `data[i]` on are plain, written to `out` as they go. With SSE2 (part of
 * x86-64) 16 one-byte or 8 two-byte characters are tested at once, and the whole block is stored
 * before its first character that is not plain is counted: the caller's room covers it (see
 * sink_room). NOT_ASCII and CONTROL are the bits that make a character non-ASCII or a C0 control. */
#ifdef __SSE2__
#define DEFINE_PLAIN_RUN(SUFFIX, UCS, EPI, PER, NOT_ASCII, CONTROL, STORE)                  \
    static inline Py_ssize_t plain_run_##SUFFIX(char *out, const UCS *data, Py_ssize_t i,   \
                                                Py_ssize_t n, int json)                     \
    {                                                                                       \
        const __m128i zero = _mm_setzero_si128(), not_ascii = _mm_set1_##EPI(NOT_ASCII);    \
        const __m128i control = _mm_set1_##EPI(CONTROL);                                    \
        const __m128i quote = _mm_set1_##EPI('"'), backslash = _mm_set1_##EPI('\\');        \
        const int bits = 16 / (PER); /* mask bits a character */                            \
        Py_ssize_t from = i;                                                                \
        for (; i + (PER) <= n; i += (PER)) {                                                \
            __m128i v = _mm_loadu_si128((const __m128i *)(data + i));                       \
            unsigned ascii = (unsigned)_mm_movemask_epi8(                                   \
                _mm_cmpeq_##EPI(_mm_and_si128(v, not_ascii), zero));                        \
            unsigned mask = ~ascii & 0xFFFF;                                                \
            if (json) {                                                                     \
                __m128i hit = _mm_or_si128(                                                 \
                    _mm_or_si128(_mm_cmpeq_##EPI(v, quote), _mm_cmpeq_##EPI(v, backslash)), \
                    _mm_cmpeq_##EPI(_mm_and_si128(v, control), zero));                      \
                mask |= (unsigned)_mm_movemask_epi8(hit);                                   \
            }                                                                               \
            STORE((__m128i *)(out + (i - from)), v);                                        \
            if (mask != 0) {                                                                \
                return i - from + __builtin_ctz(mask) / bits;                               \
            }                                                                               \
        }                                                                                   \
        PLAIN_RUN_TAIL();                                                                   \
    }
#define STORE_BYTES(at, v) _mm_storeu_si128((at), (v))
#define STORE_NARROWED(at, v) _mm_storel_epi64((at), _mm_packus_epi16((v), (v)))
DEFINE_PLAIN_RUN(1, Py_UCS1, epi8, 16, (char)0x80, (char)0xE0, STORE_BYTES)
DEFINE_PLAIN_RUN(2, Py_UCS2, epi16, 8, (short)0xFF80, (short)0xFFE0, STORE_NARROWED)
#else
#define DEFINE_SCALAR_PLAIN_RUN(SUFFIX, UCS)                                                \
    static inline Py_ssize_t plain_run_##SUFFIX(char *out, const UCS *data, Py_ssize_t i,   \
                                                Py_ssize_t n, int json)                     \
    {                                                                                       \
        Py_ssize_t from = i;                                                                \
        PLAIN_RUN_TAIL();                                                                   \
    }
DEFINE_SCALAR_PLAIN_RUN(1, Py_UCS1)
DEFINE_SCALAR_PLAIN_RUN(2, Py_UCS2)
#endif

static inline Py_ssize_t
plain_run_4(char *out, const Py_UCS4 *data, Py_ssize_t i, Py_ssize_t n, int json)
{
    Py_ssize_t from = i;  /* rare: a piece with an emoji or beyond */
    PLAIN_RUN_TAIL();
}

/* One character that is not plain. As UTF-8: a surrogate (lone: a str holds no pair) becomes `?`,
 * as str.encode("utf-8", "replace") writes it. As JSON, as orjson writes it: the short escapes for
 * \b \t \n \f \r, `\"`, `\\`, \u00xx (lower-case hex) for the other controls, anything else as its
 * UTF-8, and NULL for a surrogate, which JSON text cannot carry. */
static char *
put_char(char *out, Py_UCS4 c, int json)
{
    static const char HEX[] = "0123456789abcdef";
    if (c >= 0x80) {
        if (Py_UNICODE_IS_SURROGATE(c)) {
            if (json) {
                return NULL;
            }
            *out++ = '?';
            return out;
        }
        return put_utf8(out, (unsigned int)c);
    }
    if (!json || !JSON_SPECIAL(c)) {
        *out++ = (char)c;
        return out;
    }
    *out++ = '\\';
    switch (c) {
    case '"': *out++ = '"'; break;
    case '\\': *out++ = '\\'; break;
    case '\b': *out++ = 'b'; break;
    case '\t': *out++ = 't'; break;
    case '\n': *out++ = 'n'; break;
    case '\f': *out++ = 'f'; break;
    case '\r': *out++ = 'r'; break;
    default:
        *out++ = 'u';
        *out++ = '0';
        *out++ = '0';
        *out++ = HEX[c >> 4];
        *out++ = HEX[c & 0xf];
    }
    return out;
}

/* `data[0:n]` as UTF-8, or with `json` as the body of a JSON string, at `out`; returns the end, or
 * NULL at a surrogate in JSON. */
#define DEFINE_ENCODE(SUFFIX, UCS)                                                          \
    static char *encode_##SUFFIX(char *out, const UCS *data, Py_ssize_t n, int json)        \
    {                                                                                       \
        Py_ssize_t i = 0;                                                                   \
        while (i < n) {                                                                     \
            Py_ssize_t run = plain_run_##SUFFIX(out, data, i, n, json);                     \
            out += run;                                                                     \
            i += run;                                                                       \
            if (i < n && (out = put_char(out, data[i++], json)) == NULL) {                  \
                return NULL;                                                                \
            }                                                                               \
        }                                                                                   \
        return out;                                                                         \
    }

DEFINE_ENCODE(1, Py_UCS1)
DEFINE_ENCODE(2, Py_UCS2)
DEFINE_ENCODE(4, Py_UCS4)

/* Room for the piece's worst case at the sink's end (`per_char` bytes a character, and `extra`),
 * or NULL after an error. The room is what keeps the plain runs' whole-block stores inside it:
 * every character is written as at least one byte, so before character i at most per_char·i bytes
 * are written, and a block of 16 (or 8) characters is stored only when i + 16 <= n: it ends within
 * per_char·n. Pages the encoding never needs are not touched (but for the 15 bytes a last block may
 * store past the end), and the result is cut to its size at the end. */
static char *
sink_room(byte_sink *s, Py_ssize_t n, Py_ssize_t per_char, Py_ssize_t extra)
{
    if (n > PY_SSIZE_T_MAX / 8) {
        PyErr_NoMemory();
        return NULL;
    }
    return sink_reserve(s, per_char * n + extra);
}

/* Writes the piece's UTF-8 straight into the sink (no bytes object per piece), and lets it go. */
static int
write_utf8(void *sink, PyObject *piece)
{
    byte_sink *s = sink;
    Py_ssize_t n = PyUnicode_GET_LENGTH(piece);
    int kind = PyUnicode_KIND(piece);
    /* At most 2 bytes per character of one byte, 3 per character of two, 4 per character of four. */
    Py_ssize_t most = PyUnicode_IS_ASCII(piece)        ? 1
                      : kind == PyUnicode_1BYTE_KIND ? 2
                      : kind == PyUnicode_2BYTE_KIND ? 3
                                                     : 4;
    char *out = sink_room(s, n, most, 0);
    if (out != NULL) {
        const void *data = PyUnicode_DATA(piece);
        char *end = PyUnicode_IS_ASCII(piece) ? (memcpy(out, data, (size_t)n), out + n)
                                              : BY_WIDTH(kind, encode, out, data, n, 0);
        s->used = end - PyBytes_AS_STRING(s->bytes);
    }
    Py_DECREF(piece);
    return out != NULL ? 0 : -1;
}

const char join_rendered_utf8_doc[] =
    "join_rendered_utf8(render, items, head, tail, /)\n--\n\n"
    "join_rendered(...).encode(\"utf-8\", \"replace\") without the string: each piece is encoded into\n"
    "the result and let go before the next is rendered. For a document of nearly all ASCII, half the\n"
    "size of a str that a single non-Latin-1 character makes two bytes per character.";

PyObject *
join_rendered_utf8(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    byte_sink sink = {PyBytes_FromStringAndSize(NULL, 1 << 16), 0};
    if (sink.bytes == NULL) {
        return NULL;
    }
    if (join_loop("join_rendered_utf8", args, nargs, write_utf8, &sink) < 0) {
        Py_XDECREF(sink.bytes);
        return NULL;
    }
    if (sink.used != PyBytes_GET_SIZE(sink.bytes) && _PyBytes_Resize(&sink.bytes, sink.used) < 0) {
        return NULL;
    }
    return sink.bytes;
}

/* -- a document's text as a JSON string ---------------------------------------------------- */

/* Writes the piece's text into the sink as the body of a JSON string (it stays the caller's), with
 * room for its worst case (6 bytes a character: \u00xx) and the closing quote. */
int
sink_json(byte_sink *s, PyObject *piece, const char *name)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(piece);
    char *out = sink_room(s, n, 6, 1);
    if (out == NULL) {
        return -1;
    }
    char *end = BY_WIDTH(PyUnicode_KIND(piece), encode, out, PyUnicode_DATA(piece), n, 1);
    if (end == NULL) {  /* a lone surrogate: the codec's own error says where */
        PyObject *encoded = PyUnicode_AsUTF8String(piece);
        if (encoded != NULL) {  /* cannot happen: it refuses what put_char refuses */
            Py_DECREF(encoded);
            PyErr_Format(PyExc_ValueError, "%s() met a surrogate", name);
        }
        return -1;
    }
    s->used = end - PyBytes_AS_STRING(s->bytes);
    return 0;
}

static int
write_json(void *sink, PyObject *piece)
{
    int failed = sink_json(sink, piece, "json_rendered");
    Py_DECREF(piece);
    return failed;
}

/* The sink's JSON string with its quotes (the opening one is its first byte), cut to its size. */
static PyObject *
sink_json_close(byte_sink *s)
{
    char *out = sink_reserve(s, 1);
    if (out == NULL) {
        Py_XDECREF(s->bytes);
        return NULL;
    }
    *out = '"';
    s->used++;
    if (s->used != PyBytes_GET_SIZE(s->bytes) && _PyBytes_Resize(&s->bytes, s->used) < 0) {
        return NULL;
    }
    return s->bytes;
}

/* A sink holding the opening quote, `capacity` bytes to start with. */
static int
sink_json_open(byte_sink *s, Py_ssize_t capacity)
{
    s->bytes = PyBytes_FromStringAndSize(NULL, capacity);
    if (s->bytes == NULL) {
        return -1;
    }
    PyBytes_AS_STRING(s->bytes)[0] = '"';
    s->used = 1;
    return 0;
}

const char json_text_doc[] =
    "json_text(pieces, /)\n--\n\n"
    "orjson.dumps(\"\".join(pieces)): the JSON string of the pieces' text, as UTF-8, without the\n"
    "joined string and without the UTF-8 copy orjson keeps inside a str it encodes. pieces must be a\n"
    "list of str; a lone surrogate raises UnicodeEncodeError.";

PyObject *
json_text(PyObject *module, PyObject *pieces)
{
    if (!PyList_Check(pieces)) {
        PyErr_Format(PyExc_TypeError, "json_text() argument must be a list, not %.100s",
                     Py_TYPE(pieces)->tp_name);
        return NULL;
    }
    /* Sized for the characters: ASCII text (most of it) needs no more but its escapes, which the
     * worst-case room of a piece grows it for (by mremap when large: its untouched pages cost
     * nothing). */
    Py_ssize_t capacity = 2;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(pieces); i++) {
        PyObject *piece = PyList_GET_ITEM(pieces, i);
        if (check_str(piece, "json_text") < 0) {
            return NULL;
        }
        if (PyUnicode_GET_LENGTH(piece) > PY_SSIZE_T_MAX / 8 - capacity) {
            return PyErr_NoMemory();
        }
        capacity += PyUnicode_GET_LENGTH(piece);
    }
    byte_sink sink;
    if (sink_json_open(&sink, capacity) < 0) {
        return NULL;
    }
    /* No Python code runs from here on: the list and its pieces are as checked above. */
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(pieces); i++) {
        if (sink_json(&sink, PyList_GET_ITEM(pieces, i), "json_text") < 0) {
            Py_XDECREF(sink.bytes);
            return NULL;
        }
    }
    return sink_json_close(&sink);
}

const char json_rendered_doc[] =
    "json_rendered(render, items, head, tail, /)\n--\n\n"
    "json_text([head, *map(render, items), tail]), each rendered piece written into the result and\n"
    "let go before the next is rendered: a whole document as the JSON string of an answer, never\n"
    "held as a str. items must be a list; render must return str.";

PyObject *
json_rendered(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    byte_sink sink;
    if (sink_json_open(&sink, 1 << 16) < 0) {
        return NULL;
    }
    if (join_loop("json_rendered", args, nargs, write_json, &sink) < 0) {
        Py_XDECREF(sink.bytes);
        return NULL;
    }
    return sink_json_close(&sink);
}
