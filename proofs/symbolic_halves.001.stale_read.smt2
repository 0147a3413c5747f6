; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r86_byte () Int)
(declare-fun r86_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w87_byte () Int)
(declare-fun w87_0 () Int)
(assert
 (let (($x193 (= byte (+ (+ 0 (* 4 (+ 0 (* r86_0 1)))) r86_byte))))
 (and (and (>= r86_0 0) (< r86_0 s83)) (and (>= r86_byte 0) (< r86_byte 4)) $x193)))
(assert
 (let ((?x29 (+ (+ 0 (* 4 (+ (div s83 2) (* w87_0 1)))) w87_byte)))
 (and (and (>= w87_0 0) (< w87_0 (div s83 2))) (and (>= w87_byte 0) (< w87_byte 4)) (= byte ?x29))))
(assert
 (let (($x274 (= (mod (- (div (- byte 0) 4) (div s83 2)) 1) 0)))
 (let ((?x51 (div s83 2)))
 (let (($x256 (and (>= (- (div (- byte 0) 4) ?x51) 0) (< (div (- (div (- byte 0) 4) ?x51) 1) ?x51) $x274)))
 (or (or (<= ?x51 0) false) (not $x256))))))
(assert
 (>= s83 4))
(assert
 (let ((?x51 (div s83 2)))
 (<= ?x51 s83)))
(assert
 (let ((?x51 (div s83 2)))
 (let ((?x270 (* 2 ?x51)))
 (<= ?x270 s83))))
(assert
 (let ((?x51 (div s83 2)))
(<= 2 ?x51)))
(check-sat)
