; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (sub reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r466_byte () Int)
(declare-fun r466_0 () Int)
(declare-fun byte () Int)
(declare-fun w467_byte () Int)
(declare-fun w467_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s468_byte () Int)
(declare-fun s468_0 () Int)
(assert
 (let (($x347 (= byte (+ (+ 0 (* 4 (+ 0 (* r466_0 1)))) r466_byte))))
 (and (and (>= r466_0 0) (< r466_0 64)) (and (>= r466_byte 0) (< r466_byte 4)) $x347)))
(assert
 (let (($x283 (= byte (+ (+ 0 (* 4 (+ 0 (* w467_0 1)))) w467_byte))))
 (and (and (>= w467_0 0) (< w467_0 64)) (and (>= w467_byte 0) (< w467_byte 4)) $x283)))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r466_0 1)))) held_byte0)))
(assert
 (let (($x548 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s468_0 1)))) s468_byte))))
(and (and (>= s468_0 0) (< s468_0 64)) (and (>= s468_byte 0) (< s468_byte 4)) $x548)))
(check-sat)
