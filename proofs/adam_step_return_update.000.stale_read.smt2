; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (sub reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r410_byte () Int)
(declare-fun r410_0 () Int)
(declare-fun byte () Int)
(declare-fun w411_byte () Int)
(declare-fun w411_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s412_byte () Int)
(declare-fun s412_0 () Int)
(assert
 (let (($x182 (= byte (+ (+ 0 (* 4 (+ 0 (* r410_0 1)))) r410_byte))))
 (and (and (>= r410_0 0) (< r410_0 64)) (and (>= r410_byte 0) (< r410_byte 4)) $x182)))
(assert
 (let (($x780 (= byte (+ (+ 0 (* 4 (+ 0 (* w411_0 1)))) w411_byte))))
 (and (and (>= w411_0 0) (< w411_0 64)) (and (>= w411_byte 0) (< w411_byte 4)) $x780)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r410_0 1)))) held_byte)))
(assert
 (let (($x939 (= observed (+ (+ 0 (* 4 (+ 0 (* s412_0 1)))) s412_byte))))
(and (and (>= s412_0 0) (< s412_0 64)) (and (>= s412_byte 0) (< s412_byte 4)) $x939)))
(check-sat)
