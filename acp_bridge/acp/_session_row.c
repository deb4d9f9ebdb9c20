/* One session of a `session/list` page, read in C in the shape nearly every agent sends
 * (session_page.read_session is the definition).
 *
 * Listing 10,000 sessions reads 10,000 session objects. Six `dict.get` calls per object, with the
 * checks around them, took ~1,600 instructions each, most of it hashing and comparing the six names
 * against keys they are not. Here the object's items are walked once and each key is told by its
 * length and bytes, which gives the same fields in ~400.
 *
 * The common case only: an exact dict whose keys are exact strings, none of them a field's Python
 * name (`session_id`, `updated_at`, `additional_directories`, `meta`: those take part in the
 * schema's `populate_by_name`), with a non-empty exact string `sessionId`, when present an exact
 * list or a non-list `additionalDirectories`, and an `updatedAt` that is absent, null or an exact
 * string in the shape `sessions/_isotime.h` reads (which is read here: the row holds the datetime
 * titles.parse_updated_at gives). Anything else returns None and the caller reads the object in
 * Python, which also decides when it is skipped. Otherwise the result is what read_session returns
 * for it (tests/unit/test_session_row.py holds this to it on arbitrary objects).
 *
 * `session_rows` reads a whole page in one call when every session in it is in that shape: a page
 * of 100 made 100 calls from the compiled reader, each with its argument checks and result test.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

#include "../sessions/_isotime.h"  /* `updatedAt` read as titles.parse_updated_at reads that shape */
#include "_session_row.h"

/* The keys met at the first positions of a page's session objects, each with the field it names.
 * A JSON parser hands out one key object per name (orjson caches them) and an agent writes its
 * sessions' keys in one order, so the key at a position is mostly the very object seen there in the
 * session before: one pointer comparison then tells its field. The pointers are borrowed from the
 * page's objects, which the page keeps alive for the whole call. */
#define MEMO_KEYS 8
struct key_memo {
    PyObject *keys[MEMO_KEYS];
    enum field fields[MEMO_KEYS];
};

/* read_session(raw) as a new reference, Py_None (a new reference too) when the Python must read it,
 * or NULL with an exception set. `memo` (may be NULL): the page's keys so far. */
static PyObject *
read_row(PyObject *raw, struct key_memo *memo)
{
    if (!PyDict_CheckExact(raw)) {
        Py_RETURN_NONE;
    }
    PyObject *found[FIELDS] = {NULL, NULL, NULL, NULL, NULL, NULL};
    Py_ssize_t pos = 0, at = 0;
    PyObject *key, *value;
    while (PyDict_Next(raw, &pos, &key, &value)) {  /* borrowed references, valid while raw is */
        enum field field;
        if (memo != NULL && at < MEMO_KEYS && memo->keys[at] == key) {
            field = memo->fields[at];  /* an exact str, already told */
        }
        else {
            if (!PyUnicode_CheckExact(key)) {
                Py_RETURN_NONE;  /* it might equal a name it is not: the Python asks it */
            }
            /* every name is ASCII: any other key is another key */
            field = !PyUnicode_IS_ASCII(key) ? OTHER
                : field_of((const char *)PyUnicode_DATA(key), PyUnicode_GET_LENGTH(key));
            if (memo != NULL && at < MEMO_KEYS) {
                memo->keys[at] = key;
                memo->fields[at] = field;
            }
        }
        at++;
        if (field == PYTHON_NAME) {
            Py_RETURN_NONE;
        }
        if (field != OTHER) {
            found[field] = value;
        }
    }
    PyObject *session_id = found[SESSION_ID];
    if (session_id == NULL || !PyUnicode_CheckExact(session_id) || PyUnicode_GET_LENGTH(session_id) == 0) {
        Py_RETURN_NONE;  /* skipped, or a str subclass (its truth is its own): the Python decides */
    }
    PyObject *listed = found[DIRECTORIES];
    if (listed != NULL && PyList_Check(listed) && !PyList_CheckExact(listed)) {
        Py_RETURN_NONE;  /* a list subclass: the Python iterates it as it iterates itself */
    }
    PyObject *stamp = found[UPDATED_AT];
    PyObject *updated_at;
    if (stamp == NULL || stamp == Py_None) {
        updated_at = Py_NewRef(Py_None);
    }
    else if (PyUnicode_CheckExact(stamp)) {
        updated_at = isotime_utc_datetime(stamp);
        if (updated_at == NULL) {
            return NULL;
        }
        if (updated_at == Py_None) {
            return updated_at;  /* another shape of time: parse_updated_at reads it */
        }
    }
    else {
        Py_RETURN_NONE;  /* a number, or anything else: parse_updated_at decides */
    }
    PyObject *directories = PyList_New(0);
    if (directories == NULL) {
        Py_DECREF(updated_at);
        return NULL;
    }
    if (listed != NULL && PyList_CheckExact(listed)) {
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(listed); i++) {
            PyObject *item = PyList_GET_ITEM(listed, i);
            if (PyUnicode_Check(item) && PyList_Append(directories, item) < 0) {
                Py_DECREF(directories);
                Py_DECREF(updated_at);
                return NULL;
            }
        }
    }
    PyObject *cwd = found[CWD], *title = found[TITLE], *meta = found[META];
    PyObject *row = PyTuple_New(6);
    if (row == NULL) {
        Py_DECREF(directories);
        Py_DECREF(updated_at);
        return NULL;
    }
    cwd = cwd != NULL && PyUnicode_Check(cwd) ? cwd : Py_None;
    title = title != NULL && PyUnicode_Check(title) ? title : Py_None;
    meta = meta != NULL && PyDict_Check(meta) ? meta : Py_None;
    PyTuple_SET_ITEM(row, 0, Py_NewRef(session_id));
    PyTuple_SET_ITEM(row, 1, Py_NewRef(cwd));
    PyTuple_SET_ITEM(row, 2, Py_NewRef(title));
    PyTuple_SET_ITEM(row, 3, updated_at);  /* the references made above are the row's */
    PyTuple_SET_ITEM(row, 4, directories);
    PyTuple_SET_ITEM(row, 5, Py_NewRef(meta));
    return row;
}

PyDoc_STRVAR(session_row_doc,
"session_row(raw, /)\n--\n\n"
"read_session(raw) for a session object in the common shape (see the module), or None: the caller\n"
"reads it in Python.");

static PyObject *
session_row(PyObject *module, PyObject *raw)
{
    return read_row(raw, NULL);
}

PyDoc_STRVAR(session_rows_doc,
"session_rows(raw_sessions, /)\n--\n\n"
"[session_row(raw) for raw in raw_sessions] when raw_sessions is a list and every item is in the\n"
"common shape (a page from nearly every agent), else None: the caller reads it item by item.");

static PyObject *
session_rows(PyObject *module, PyObject *raw_sessions)
{
    if (!PyList_CheckExact(raw_sessions)) {
        Py_RETURN_NONE;
    }
    Py_ssize_t n = PyList_GET_SIZE(raw_sessions);
    PyObject *rows = PyList_New(n);
    if (rows == NULL) {
        return NULL;
    }
    struct key_memo memo = {{NULL}, {OTHER}};
    for (Py_ssize_t i = 0; i < n; i++) {
        /* The list cannot change meanwhile: reading a row calls no Python code (exact types only). */
        PyObject *row = read_row(PyList_GET_ITEM(raw_sessions, i), &memo);
        if (row == NULL || row == Py_None) {
            Py_DECREF(rows);  /* its unset items are NULL, which a list's dealloc skips */
            return row;
        }
        PyList_SET_ITEM(rows, i, row);
    }
    return rows;
}

static PyMethodDef session_row_methods[] = {
    {"session_row", session_row, METH_O, session_row_doc},
    {"session_rows", session_rows, METH_O, session_rows_doc},
    {"page_line", (PyCFunction)(void (*)(void))page_line, METH_FASTCALL, page_line_doc},
    {NULL, NULL, 0, NULL},
};

static int
session_row_exec(PyObject *module)
{
    return isotime_import(module) < 0 ? -1 : page_line_import();
}

static PyModuleDef_Slot session_row_slots[] = {
    {Py_mod_exec, session_row_exec},
    {0, NULL},
};

static struct PyModuleDef session_row_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "acp_bridge.acp._session_row",
    .m_doc = "A `session/list` page's sessions in the common shape, read in C from the parsed "
             "page or from the answer's line (acp_bridge.acp.session_page).",
    .m_size = 0,
    .m_methods = session_row_methods,
    .m_slots = session_row_slots,
};

PyMODINIT_FUNC
PyInit__session_row(void)
{
    return PyModuleDef_Init(&session_row_module);
}
