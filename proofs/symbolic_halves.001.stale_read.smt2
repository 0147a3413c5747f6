; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r112_byte () Int)
(declare-fun r112_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w113_byte () Int)
(declare-fun w113_0 () Int)
(assert
 (let (($x122 (= byte (+ (+ 0 (* 4 (+ 0 (* r112_0 1)))) r112_byte))))
 (and (and (>= r112_0 0) (< r112_0 s83)) (and (>= r112_byte 0) (< r112_byte 4)) $x122)))
(assert
 (let ((?x269 (+ (+ 0 (* 4 (+ (div s83 2) (* w113_0 1)))) w113_byte)))
 (and (and (>= w113_0 0) (< w113_0 (div s83 2))) (and (>= w113_byte 0) (< w113_byte 4)) (= byte ?x269))))
(assert
 (let (($x54 (= (mod (- (div (- byte 0) 4) (div s83 2)) 1) 0)))
 (let ((?x276 (div s83 2)))
 (let (($x162 (and (>= (- (div (- byte 0) 4) ?x276) 0) (< (div (- (div (- byte 0) 4) ?x276) 1) ?x276) $x54)))
 (or (or (<= ?x276 0) false) (not $x162))))))
(assert
 (>= s83 4))
(assert
 (let ((?x276 (div s83 2)))
 (<= ?x276 s83)))
(assert
 (let ((?x276 (div s83 2)))
 (let ((?x29 (* 2 ?x276)))
 (<= ?x29 s83))))
(assert
 (let ((?x276 (div s83 2)))
(<= 2 ?x276)))
(check-sat)
