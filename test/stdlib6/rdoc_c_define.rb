# rdoc's C parser (as 1.0): a method whose function is a commented
# #define of another function gets both comments; an uncommented one is
# "No definition for" (said even when quiet) and left out
require 'rdoc/rdoc'
require 'yaml'
$stderr = $stdout
File.open("dd.c", "w") { |f| f << <<'SRC' }
/* c1 */
#define f_x f_y
/* c2 */
static VALUE f_y(VALUE a){}
#define f_z f_w
static VALUE f_w(VALUE a){}
void Init_x(){ rb_cX = rb_define_class("X", rb_cObject); rb_define_method(rb_cX, "x", f_x, 0); rb_define_method(rb_cX, "z", f_z, 0);}
SRC
RDoc::RDoc.new.document(%w(--ri --op ri -q dd.c))
Dir["ri/X/*.yaml"].sort.each do |f|
  d = YAML.load_file(f)
  p [d.full_name, (d.comment || []).map { |x| x.body }]
end
