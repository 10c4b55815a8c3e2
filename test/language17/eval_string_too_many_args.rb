# instance_eval/module_eval with a string and more than 3 args: the message names the called method
def t; yield; rescue ArgumentError => e; puts e.message; end
t { Object.new.instance_eval("1", "f", 1, 2) }
t { Object.class_eval("1", "f", 1, 2) }
t { Object.module_eval("1", "f", 1, 2, 3) }
class Object; alias ie_alias instance_eval; end
t { ie_alias("1", "f", 1, 2) }
t { Object.new.instance_eval("1") { } }
t { Object.module_eval }
p Object.new.instance_eval("[__FILE__, __LINE__]", "f", 7)
