# rdoc's C parser (as 1.0): the text on a comment's /* line counts as at
# the margin of the lines below it, starred or not
require 'rdoc/rdoc'
require 'yaml'
File.open("cc.c", "w") { |f| f << <<'SRC' }
/* line one
   two more
     indented three */
static VALUE f(){}
/*
 * doc a
 *   code
 * end
 */
static VALUE g(){}
/* first
 * second
 * third */
static VALUE h(){}
void Init_x(){ rb_cX = rb_define_class("X", rb_cObject); rb_define_method(rb_cX, "f", f, 0); rb_define_method(rb_cX, "g", g, 0); rb_define_method(rb_cX, "h", h, 0);}
SRC
RDoc::RDoc.new.document(%w(--ri --op ri -q cc.c))
Dir["ri/X/*-i.yaml"].sort.each do |f|
  d = YAML.load_file(f)
  p [d.full_name, d.comment.map { |x| [x.class.name.split("::").last, x.body] }]
end
