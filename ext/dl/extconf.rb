require 'mkmf'
# DL calls C functions through libffi (Debian: libffi-dev); without it (or
# dlopen) ext/dl is not built
have_library("dl", "dlopen", "dlfcn.h")
if have_header("dlfcn.h") && have_header("ffi.h") && have_library("ffi", "ffi_call", "ffi.h")
  have_func("ffi_closure_alloc", "ffi.h")
  create_makefile("dl")
else
  message "libffi is missing (Debian: libffi-dev): ext/dl is not built\n"
end
