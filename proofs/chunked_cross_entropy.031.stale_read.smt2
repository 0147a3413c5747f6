; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r769_byte () Int)
(declare-fun r769_0 () Int)
(declare-fun byte () Int)
(declare-fun w770_byte () Int)
(declare-fun w770_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s771_byte () Int)
(declare-fun s771_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s772_byte () Int)
(declare-fun s772_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s773_byte () Int)
(declare-fun s773_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s774_byte () Int)
(declare-fun s774_0 () Int)
(assert
 (let (($x191 (= byte (+ (+ 0 (* 4 (+ 0 (* r769_0 1)))) r769_byte))))
 (and (and (>= r769_0 0) (< r769_0 16)) (and (>= r769_byte 0) (< r769_byte 4)) $x191)))
(assert
 (let (($x329 (= byte (+ (+ 0 (* 4 (+ 8 (* w770_0 1)))) w770_byte))))
 (and (and (>= w770_0 0) (< w770_0 4)) (and (>= w770_byte 0) (< w770_byte 4)) $x329)))
(assert
 (let (($x473 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x473)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r769_0 1)))) held_byte0)))
(assert
 (let (($x435 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s771_0 1)))) s771_byte))))
 (and (and (>= s771_0 0) (< s771_0 16)) (and (>= s771_byte 0) (< s771_byte 4)) $x435)))
(assert
 (let (($x709 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 1) 4) (= (mod (- (div (- carried0 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x709)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s771_0 1)))) held_byte1)))
(assert
 (let (($x357 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s772_0 1)))) s772_byte))))
 (and (and (>= s772_0 0) (< s772_0 16)) (and (>= s772_byte 0) (< s772_byte 4)) $x357)))
(assert
 (let (($x371 (and (>= (- (div (- carried1 0) 4) 12) 0) (< (div (- (div (- carried1 0) 4) 12) 1) 4) (= (mod (- (div (- carried1 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x371)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s772_0 1)))) held_byte2)))
(assert
 (let (($x102 (= carried2 (+ (+ 0 (* 4 (+ 12 (* s773_0 1)))) s773_byte))))
 (and (and (>= s773_0 0) (< s773_0 4)) (and (>= s773_byte 0) (< s773_byte 4)) $x102)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s773_0 1)))) held_byte3)))
(assert
 (let (($x206 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s774_0 1)))) s774_byte))))
(and (and (>= s774_0 0) (< s774_0 16)) (and (>= s774_byte 0) (< s774_byte 4)) $x206)))
(check-sat)
