# dl/import and dl/struct: C prototypes as module functions, structs in C
# memory.  MRI 1.8.7's oracle is built without dl: the expected output was
# written by hand from 1.8.7's documented behaviour and checked.
require "helper"
require "dl/import"
module LIBC
  extend DL::Importable
  dlload "libc.so.6"
  extern "int strlen(char*)"
  extern "unsigned long strtoul(const char *s, char **end, int base)"
  extern "double atof(const char *)"
  extern "char *getenv(const char *name)"
  extern "int abs(int)"
  extern "int sprintf(char *, const char *, int)"
  extern "void srand(unsigned int)"
  typealias "myint", "int"
  extern "myint atoi(const char*)"
  Pt = struct ["int a", "char c", "double d", "int arr[3]"]
  U = union ["int i", "double d"]
  callback "int cmp(void*, void*)"
  def self.cmp(a, b)
    a.to_s(4).unpack("i")[0] <=> b.to_s(4).unpack("i")[0]
  end
  extern "void qsort(void*, size_t, size_t, void*)"
end
show("strlen") { [LIBC.strlen("hello"), LIBC._retval_, LIBC._args_] }
show("strtoul") { LIBC.strtoul("ff", nil, 16) }
show("atof") { LIBC.atof("3.25") }
show("abs atoi") { [LIBC.abs(-3), LIBC.atoi("77")] }
show("void") { LIBC.srand(1) }
show("getenv") { ENV["DL_IMPORT_VAR"] = "x"; [LIBC.getenv("DL_IMPORT_VAR"), LIBC.getenv("DL_IMPORT_NONE")] }
show("sprintf") { b = "\0" * 16; LIBC.sprintf(b, "%05d", 42); b.unpack("Z*")[0] }
show("sym") { [LIBC.sym("strlen").proto, LIBC.sym("strtoul").proto, LIBC["atoi"].cproto] }
show("module function") { LIBC.respond_to?(:strlen) && LIBC.private_instance_methods.include?("strlen") }
show("not found") { LIBC.extern "int dl_no_such_fn(int)" }
show("bad type") { LIBC.extern "foo bar(baz)" }
show("bad proto") { LIBC.extern "int (" }
show("struct") { [LIBC::Pt.size, LIBC::Pt.members] }
show("struct rw") { t = LIBC::Pt.malloc; t.a = 5; t.c = 65; t.d = 1.5; t.arr = [1, 2, 3]; [t.a, t.c, t.d, t.arr, t.to_a] }
show("struct ptr") { t = LIBC::Pt.malloc; t.a = -7; u = LIBC::Pt.new(t.to_ptr); [u.a, t.to_ptr.class, t.size] }
show("union") { u = LIBC::U.malloc; u.d = 1.0; [LIBC::U.size, u.i == 0] }
show("callback qsort") { buf = [5, 3, 9, 1].pack("i*"); LIBC.qsort(buf, 4, 4, LIBC.sym("cmp")); buf.unpack("i*") }
