; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (sub reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r412_byte () Int)
(declare-fun r412_0 () Int)
(declare-fun byte () Int)
(declare-fun w413_byte () Int)
(declare-fun w413_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s414_byte () Int)
(declare-fun s414_0 () Int)
(assert
 (let (($x85 (= byte (+ (+ 0 (* 4 (+ 0 (* r412_0 1)))) r412_byte))))
 (and (and (>= r412_0 0) (< r412_0 64)) (and (>= r412_byte 0) (< r412_byte 4)) $x85)))
(assert
 (let (($x1077 (= byte (+ (+ 0 (* 4 (+ 0 (* w413_0 1)))) w413_byte))))
 (and (and (>= w413_0 0) (< w413_0 64)) (and (>= w413_byte 0) (< w413_byte 4)) $x1077)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r412_0 1)))) held_byte)))
(assert
 (let (($x876 (= observed (+ (+ 0 (* 4 (+ 0 (* s414_0 1)))) s414_byte))))
(and (and (>= s414_0 0) (< s414_0 64)) (and (>= s414_byte 0) (< s414_byte 4)) $x876)))
(check-sat)
