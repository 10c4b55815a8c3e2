# rdoc/ri/ri_util.rb - what ri is asked about, taken apart: the class
# names and the method, with "::" (class method), "#" (instance method)
# or "." (either).
class RiError < Exception; end

class NameDescriptor
  attr_reader :class_names, :method_name

  # true for a class method, false for an instance method, nil for either
  attr_reader :is_class_method

  def initialize(arg)
    @class_names = []
    @method_name = nil
    @is_class_method = nil
    if arg =~ /\A([^#.]*)([#.])(.*)\z/m
      classes, sep, meth = $1, $2, $3
      raise RiError.new("Bad argument: #{arg}") if classes.empty?
      @is_class_method = false if sep == "#"
      @method_name = meth unless meth.empty?
      @class_names = classes.split("::")
    else
      parts = arg.split("::")
      if parts.last && parts.last !~ /\A[A-Z]/
        @method_name = parts.pop
        @is_class_method = true unless parts.empty?
      end
      @class_names = parts
    end
    if @class_names.any? { |c| c !~ /\A[A-Z]/ }
      raise RiError.new("Bad argument: #{arg}")
    end
  end

  # the class names joined with "::", nil if none
  def full_class_name
    @class_names.empty? ? nil : @class_names.join("::")
  end
end
