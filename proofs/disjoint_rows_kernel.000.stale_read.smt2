; program disjoint_rows_kernel, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=select_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r45_byte () Int)
(declare-fun r45_1 () Int)
(declare-fun r45_0 () Int)
(declare-fun byte () Int)
(declare-fun w46_byte () Int)
(declare-fun w46_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s47_byte () Int)
(declare-fun s47_1 () Int)
(declare-fun s47_0 () Int)
(assert
 (let ((?x28 (+ 0 (* 4 (+ 0 (+ (* r45_0 8) (* r45_1 1)))))))
 (and (and (>= r45_0 0) (< r45_0 4)) (and (>= r45_1 0) (< r45_1 8)) (and (>= r45_byte 0) (< r45_byte 4)) (= byte (+ ?x28 r45_byte)))))
(assert
 (let (($x117 (= byte (+ (+ 0 (* 4 (+ 8 (* w46_0 1)))) w46_byte))))
 (and (and (>= w46_0 0) (< w46_0 8)) (and (>= w46_byte 0) (< w46_byte 4)) $x117)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x28 (+ 0 (* 4 (+ 0 (+ (* r45_0 8) (* r45_1 1)))))))
 (= observed (+ ?x28 held_byte))))
(assert
 (let ((?x76 (+ 0 (* 4 (+ 0 (+ (* s47_0 8) (* s47_1 1)))))))
 (and (and (>= s47_0 0) (< s47_0 4)) (and (>= s47_1 0) (< s47_1 8)) (and (>= s47_byte 0) (< s47_byte 4)) (= observed (+ ?x76 s47_byte)))))
(assert
 (let (($x101 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x101))))
(check-sat)
