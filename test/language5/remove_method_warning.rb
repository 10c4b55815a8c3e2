# removing initialize, __send__ or __id__ warns (also without -w), before
# the method is looked for
class A; def initialize; end; remove_method :initialize; end
class A; def __send__(*a); super; end; remove_method :__send__; end
class A; def __id__; 1; end; remove_method :__id__; end
class A; def object_id; 1; end; remove_method :object_id; end
class B; remove_method :initialize rescue p $!; end
p :done
