; program column_then_row, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (select_scatter reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r105_byte () Int)
(declare-fun r105_1 () Int)
(declare-fun r105_0 () Int)
(declare-fun byte () Int)
(declare-fun w106_byte () Int)
(declare-fun w106_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s107_byte () Int)
(declare-fun s107_1 () Int)
(declare-fun s107_0 () Int)
(assert
 (let ((?x29 (+ 0 (* 4 (+ 0 (+ (* r105_0 8) (* r105_1 1)))))))
 (and (and (>= r105_0 0) (< r105_0 4)) (and (>= r105_1 0) (< r105_1 8)) (and (>= r105_byte 0) (< r105_byte 4)) (= byte (+ ?x29 r105_byte)))))
(assert
 (let (($x198 (= byte (+ (+ 0 (* 4 (+ 8 (* w106_0 1)))) w106_byte))))
 (and (and (>= w106_0 0) (< w106_0 8)) (and (>= w106_byte 0) (< w106_byte 4)) $x198)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x29 (+ 0 (* 4 (+ 0 (+ (* r105_0 8) (* r105_1 1)))))))
 (= observed (+ ?x29 held_byte))))
(assert
 (let ((?x171 (+ 0 (* 4 (+ 0 (+ (* s107_0 8) (* s107_1 1)))))))
 (and (and (>= s107_0 0) (< s107_0 4)) (and (>= s107_1 0) (< s107_1 8)) (and (>= s107_byte 0) (< s107_byte 4)) (= observed (+ ?x171 s107_byte)))))
(assert
 (let (($x52 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x52))))
(check-sat)
