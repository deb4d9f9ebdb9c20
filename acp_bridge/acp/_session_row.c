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
 * schema's `populate_by_name`), with a non-empty exact string `sessionId` and, when present, an exact
 * list or a non-list `additionalDirectories`. Anything else returns None and the caller reads the object in Python,
 * which also decides when it is skipped. Otherwise the result is what read_session returns for it
 * (tests/unit/test_session_row.py holds this to it on arbitrary objects).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

enum field { SESSION_ID, CWD, TITLE, UPDATED_AT, DIRECTORIES, META, FIELDS, OTHER, PYTHON_NAME };

/* Which field the key names: one of the wire names, one of the Python names, or another key. */
static enum field
field_of(const char *key, Py_ssize_t n)
{
#define IS(name) (n == (Py_ssize_t)sizeof(name) - 1 && memcmp(key, name, sizeof(name) - 1) == 0)
    switch (n) {
    case 3:
        return IS("cwd") ? CWD : OTHER;
    case 4:
        return IS("meta") ? PYTHON_NAME : OTHER;
    case 5:
        return IS("title") ? TITLE : IS("_meta") ? META : OTHER;
    case 9:
        return IS("sessionId") ? SESSION_ID : IS("updatedAt") ? UPDATED_AT : OTHER;
    case 10:
        return IS("session_id") || IS("updated_at") ? PYTHON_NAME : OTHER;
    case 21:
        return IS("additionalDirectories") ? DIRECTORIES : OTHER;
    case 22:
        return IS("additional_directories") ? PYTHON_NAME : OTHER;
    default:
        return OTHER;
    }
#undef IS
}

PyDoc_STRVAR(session_row_doc,
"session_row(raw, /)\n--\n\n"
"read_session(raw) for a session object in the common shape (see the module), or None: the caller\n"
"reads it in Python.");

static PyObject *
session_row(PyObject *module, PyObject *raw)
{
    if (!PyDict_CheckExact(raw)) {
        Py_RETURN_NONE;
    }
    PyObject *found[FIELDS] = {NULL, NULL, NULL, NULL, NULL, NULL};
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    while (PyDict_Next(raw, &pos, &key, &value)) {  /* borrowed references, valid while raw is */
        if (!PyUnicode_CheckExact(key)) {
            Py_RETURN_NONE;  /* it might equal a name it is not: the Python asks it */
        }
        if (!PyUnicode_IS_ASCII(key)) {
            continue;  /* another key: every name is ASCII */
        }
        enum field field = field_of((const char *)PyUnicode_DATA(key), PyUnicode_GET_LENGTH(key));
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
    PyObject *directories = PyList_New(0);
    if (directories == NULL) {
        return NULL;
    }
    if (listed != NULL && PyList_CheckExact(listed)) {
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(listed); i++) {
            PyObject *item = PyList_GET_ITEM(listed, i);
            if (PyUnicode_Check(item) && PyList_Append(directories, item) < 0) {
                Py_DECREF(directories);
                return NULL;
            }
        }
    }
    PyObject *cwd = found[CWD], *title = found[TITLE], *meta = found[META];
    PyObject *updated_at = found[UPDATED_AT];
    PyObject *row = PyTuple_Pack(
        6, session_id,
        cwd != NULL && PyUnicode_Check(cwd) ? cwd : Py_None,
        title != NULL && PyUnicode_Check(title) ? title : Py_None,
        updated_at != NULL ? updated_at : Py_None,
        directories,
        meta != NULL && PyDict_Check(meta) ? meta : Py_None);
    Py_DECREF(directories);
    return row;
}

static PyMethodDef session_row_methods[] = {
    {"session_row", session_row, METH_O, session_row_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef session_row_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "acp_bridge.acp._session_row",
    .m_doc = "One session of a `session/list` page in the common shape, read in C "
             "(acp_bridge.acp.session_page).",
    .m_size = 0,
    .m_methods = session_row_methods,
};

PyMODINIT_FUNC
PyInit__session_row(void)
{
    return PyModuleDef_Init(&session_row_module);
}
