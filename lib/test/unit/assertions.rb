# test/unit/assertions.rb - the assert_* methods of Test::Unit.

module Test
  module Unit
    class AssertionFailedError < StandardError
    end

    module Assertions
      def add_assertion
      end
      private :add_assertion

      def build_message(head, template, *args)
        args = args.map { |a| a.inspect }
        body = template.gsub(/\?/) { args.shift }
        head = head.to_s
        head.empty? ? body : "#{head}.\n#{body}"
      end

      def assert_block(message = "assert_block failed.")
        add_assertion
        unless yield
          raise AssertionFailedError, message.to_s
        end
        true
      end

      def assert(boolean, message = nil)
        assert_block(message ? message.to_s : "<false> is not true.") { boolean }
      end

      def assert_equal(expected, actual, message = nil)
        full = build_message(message, "<?> expected but was\n<?>.", expected, actual)
        assert_block(full) { expected == actual }
      end

      def assert_not_equal(expected, actual, message = nil)
        full = build_message(message, "<?> expected to be != to\n<?>.", expected, actual)
        assert_block(full) { expected != actual }
      end

      def assert_nil(object, message = nil)
        assert_equal(nil, object, message)
      end

      def assert_not_nil(object, message = nil)
        full = build_message(message, "<?> expected to not be nil.", object)
        assert_block(full) { !object.nil? }
      end

      def assert_same(expected, actual, message = nil)
        full = build_message(message, "<?>\nwith id <?> expected to be equal? to\n<?>\nwith id <?>.",
                             expected, expected.__id__, actual, actual.__id__)
        assert_block(full) { actual.equal?(expected) }
      end

      def assert_not_same(expected, actual, message = nil)
        full = build_message(message, "<?>\nwith id <?> expected to not be equal? to\n<?>\nwith id <?>.",
                             expected, expected.__id__, actual, actual.__id__)
        assert_block(full) { !actual.equal?(expected) }
      end

      def assert_kind_of(klass, object, message = "")
        full = build_message(message, "<?>\nexpected to be kind_of\\?\n<?> but was\n<?>.",
                             object, klass, object.class)
        assert_block(full.sub("\\?", "?")) { object.kind_of?(klass) }
      end

      def assert_instance_of(klass, object, message = "")
        full = build_message(message, "<?> expected to be an instance of\n<?> but was\n<?>.",
                             object, klass, object.class)
        assert_block(full) { object.instance_of?(klass) }
      end

      def assert_respond_to(object, method, message = "")
        full = build_message(message, "<?>\nof type <?>\nexpected to respond_to\\?<?>.",
                             object, object.class, method)
        assert_block(full.sub("\\?", "?")) { object.respond_to?(method) }
      end

      def assert_match(pattern, string, message = "")
        pattern = Regexp.new(Regexp.escape(pattern)) if pattern.kind_of?(String)
        full = build_message(message, "<?> expected to be =~\n<?>.", string, pattern)
        assert_block(full) { string =~ pattern }
      end

      def assert_no_match(regexp, string, message = "")
        full = build_message(message, "<?> expected to not match\n<?>.", regexp, string)
        assert_block(full) { regexp !~ string }
      end

      def assert_in_delta(expected_float, actual_float, delta, message = "")
        full = build_message(message, "<?> and\n<?> expected to be within\n<?> of each other.",
                             expected_float, actual_float, delta)
        assert_block(full) { (expected_float.to_f - actual_float.to_f).abs <= delta.to_f }
      end

      def assert_operator(object1, operator, object2, message = "")
        full = build_message(message, "<?> expected to be\n?\n<?>.", object1, operator, object2)
        assert_block(full) { object1.__send__(operator, object2) }
      end

      def assert_raise(*args)
        message = args.last.kind_of?(String) ? args.pop : ""
        expected = args
        add_assertion
        actual = nil
        begin
          yield
        rescue Exception => e
          actual = e
        end
        if actual
          if expected.empty? || expected.any? { |k| k.kind_of?(Module) ? actual.kind_of?(k) : actual == k }
            return actual
          end
          full = build_message(message, "<?> exception expected but was\nClass: <?>\nMessage: <?>",
                               expected.size == 1 ? expected[0] : expected, actual.class, actual.message)
          raise AssertionFailedError, full
        end
        full = build_message(message, "<?> exception expected but none was thrown.",
                             expected.size == 1 ? expected[0] : expected)
        raise AssertionFailedError, full
      end
      alias assert_raises assert_raise

      def assert_nothing_raised(*args)
        message = args.last.kind_of?(String) ? args.pop : ""
        add_assertion
        begin
          yield
        rescue Exception => e
          if e.kind_of?(AssertionFailedError)
            raise
          end
          full = build_message(message, "Exception raised:\nClass: <?>\nMessage: <?>", e.class, e.message)
          raise AssertionFailedError, full
        end
      end

      def assert_throws(expected_symbol, message = "", &proc)
        add_assertion
        caught = true
        catch(expected_symbol) do
          proc.call
          caught = false
        end
        full = build_message(message, "<?> should have been thrown.", expected_symbol)
        raise AssertionFailedError, full unless caught
      end

      def flunk(message = "Flunked")
        assert_block(build_message(message, "")) { false }
      end
    end
  end
end
