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
 * And a document's tail as the JSON string the language server sends (json_text): orjson would need
 * the tail joined into one string (two bytes per character once a block holds a `→`) and keeps the
 * UTF-8 it encodes that string to inside it, so each fetch of a long load held the tail three times
 * over (~25 MB for 5 M characters). Here each piece is encoded (CPython's encoder, into a short-lived
 * bytes object: a piece's own memory is reused by the next) and escaped straight into the answer.
 */
#include "_textscan.h"

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

/* Writes `piece` (a new reference, or NULL after an error), which must be a str, and lets it go. */
static int
write_piece(doc_writer *writer, PyObject *piece)
{
    if (piece == NULL) {
        return -1;
    }
    if (!PyUnicode_Check(piece)) {
        PyErr_Format(PyExc_TypeError, "join_rendered() render must return str, not %.100s",
                     Py_TYPE(piece)->tp_name);
        Py_DECREF(piece);
        return -1;
    }
    int failed = WRITER_WRITE(*writer, piece) < 0;
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
    if (check_nargs("join_rendered", nargs, 4) < 0 || check_str(args[2], "join_rendered") < 0 ||
        check_str(args[3], "join_rendered") < 0) {
        return NULL;
    }
    PyObject *render = args[0], *items = args[1];
    if (!PyList_Check(items)) {
        PyErr_Format(PyExc_TypeError, "join_rendered() items must be a list, not %.100s",
                     Py_TYPE(items)->tp_name);
        return NULL;
    }
    doc_writer writer;
    if (WRITER_OPEN(writer) < 0) {
        return NULL;
    }
    doc_writer *w = &writer;
    if (write_piece(w, Py_NewRef(args[2])) < 0) {
        goto error;
    }
    /* The list may change under a render that calls back into Python: read its length each time,
     * and hold the item while it is rendered. */
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(items); i++) {
        PyObject *item = Py_NewRef(PyList_GET_ITEM(items, i));
        PyObject *piece = PyObject_CallOneArg(render, item);
        Py_DECREF(item);
        if (write_piece(w, piece) < 0) {
            goto error;
        }
    }
    if (write_piece(w, Py_NewRef(args[3])) < 0) {
        goto error;
    }
    return WRITER_FINISH(writer);
error:
    WRITER_DISCARD(writer);
    return NULL;
}

/* -- a document's text as a JSON string ---------------------------------------------------- */

/* What JSON must escape in a string (orjson's set): the C0 controls, `"` and `\`. */
#define JSON_SPECIAL(c) (((c) < 0x20) | ((c) == '"') | ((c) == '\\'))

/* How many bytes escaping `data[0:n]` adds: 1 for `"`, `\` and the controls with a short escape
 * (\b \t \n \f \r), 5 for the other controls (\u00XX). Branch-free: the compiler vectorises it
 * (Markdown has a line break every few dozen bytes, so blocks without one are rare). */
static Py_ssize_t
escape_growth(const unsigned char *data, Py_ssize_t n)
{
    Py_ssize_t growth = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        unsigned char c = data[i];
        unsigned control = c < 0x20;
        unsigned short_control = (c == '\b') | (c == '\t') | (c == '\n') | (c == '\f') | (c == '\r');
        growth += ((c == '"') | (c == '\\')) + control + 4 * (control ^ short_control);
    }
    return growth;
}

/* The index of the first byte at or after `i` that JSON escapes, or `n`: 32 bytes at a time by a
 * branch-free test, then one at a time in the block that holds it. */
static Py_ssize_t
next_special(const unsigned char *data, Py_ssize_t i, Py_ssize_t n)
{
    for (; i + 32 <= n; i += 32) {
        unsigned char found = 0;
        for (int j = 0; j < 32; j++) {
            found |= (unsigned char)JSON_SPECIAL(data[i + j]);
        }
        if (found) {
            break;
        }
    }
    for (; i < n; i++) {
        if (JSON_SPECIAL(data[i])) {
            return i;
        }
    }
    return n;
}

/* Writes `data[0:n]` escaped at `out`; returns the end. orjson's escapes exactly: the short ones
 * for \b \t \n \f \r, `\"`, `\\`, and \u00xx (lower-case hex) for the other controls. */
static char *
write_escaped(char *out, const unsigned char *data, Py_ssize_t n)
{
    static const char HEX[] = "0123456789abcdef";
    Py_ssize_t i = 0;
    for (;;) {
        Py_ssize_t special = next_special(data, i, n);
        memcpy(out, data + i, (size_t)(special - i));
        out += special - i;
        if (special == n) {
            return out;
        }
        unsigned char c = data[special];
        i = special + 1;
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
    }
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
    /* Sized for the characters once: ASCII text (most of it) needs no more but its escapes; the
     * string grows where a piece's UTF-8 or escapes need more (a large one is moved, not copied). */
    Py_ssize_t capacity = 2, used = 1;
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
    PyObject *out = PyBytes_FromStringAndSize(NULL, capacity);
    if (out == NULL) {
        return NULL;
    }
    PyBytes_AS_STRING(out)[0] = '"';
    /* No Python code runs from here on (encoding a str calls none): the list and its pieces are as
     * checked above. */
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(pieces); i++) {
        PyObject *piece = PyList_GET_ITEM(pieces, i), *encoded = NULL;
        const unsigned char *data;
        Py_ssize_t n;
        if (PyUnicode_IS_ASCII(piece)) {
            data = PyUnicode_1BYTE_DATA(piece);
            n = PyUnicode_GET_LENGTH(piece);
        }
        else {  /* a new bytes object, not the UTF-8 copy PyUnicode_AsUTF8 would keep in the str */
            encoded = PyUnicode_AsUTF8String(piece);
            if (encoded == NULL) {
                goto error;
            }
            data = (const unsigned char *)PyBytes_AS_STRING(encoded);
            n = PyBytes_GET_SIZE(encoded);
        }
        Py_ssize_t growth = escape_growth(data, n);
        if (n > PY_SSIZE_T_MAX / 8 || growth > PY_SSIZE_T_MAX / 8 - n - 1 - used) {
            Py_XDECREF(encoded);
            PyErr_NoMemory();
            goto error;
        }
        Py_ssize_t needed = used + n + growth + 1;  /* and the closing quote */
        if (needed > capacity) {
            capacity = Py_MAX(needed, capacity + capacity / 4);
            if (_PyBytes_Resize(&out, capacity) < 0) {
                Py_XDECREF(encoded);
                return NULL;  /* _PyBytes_Resize freed it */
            }
        }
        char *end = growth ? write_escaped(PyBytes_AS_STRING(out) + used, data, n)
                           : (memcpy(PyBytes_AS_STRING(out) + used, data, (size_t)n),
                              PyBytes_AS_STRING(out) + used + n);
        used = end - PyBytes_AS_STRING(out);
        Py_XDECREF(encoded);
    }
    PyBytes_AS_STRING(out)[used++] = '"';
    if (used != capacity && _PyBytes_Resize(&out, used) < 0) {
        return NULL;
    }
    return out;
error:
    Py_DECREF(out);
    return NULL;
}
