# rdoc's C parser (as 1.0): rb_define_global_const files the constant
# under Object
require 'rdoc/rdoc'
require 'yaml'
File.open("gc.c", "w") { |f| f << <<'SRC' }
void Init_x() {
    rb_cX = rb_define_class("X", rb_cObject);
    rb_define_global_const("XSTD", rb_x);
    rb_define_const(rb_cX, "K", INT2FIX(1));
}
SRC
RDoc::RDoc.new.document(%w(--ri --op ri -q gc.c))
Dir["ri/**/cdesc-*.yaml"].sort.each do |f|
  d = YAML.load_file(f)
  p [d.full_name, d.superclass, d.constants.map { |c| [c.name, c.value] }]
end
