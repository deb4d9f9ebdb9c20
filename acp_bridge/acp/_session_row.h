/* What `_session_row.c` (a page's session objects, parsed) and `_page_line.c` (a `session/list`
 * answer read from its line) share: the fields of a session object, told by their keys' bytes. */
#ifndef ACP_BRIDGE_SESSION_ROW_H
#define ACP_BRIDGE_SESSION_ROW_H

#include <Python.h>
#include <string.h>

enum field { SESSION_ID, CWD, TITLE, UPDATED_AT, DIRECTORIES, META, FIELDS, OTHER, PYTHON_NAME };

/* Which field the key names: one of the wire names, one of the Python names, or another key. */
static inline enum field
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

/* `_page_line.c`: the module's `page_line` function and what its exec slot calls. */
extern const char page_line_doc[];
PyObject *page_line(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
int page_line_import(void);

#endif
