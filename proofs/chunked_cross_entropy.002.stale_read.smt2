; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r567_byte () Int)
(declare-fun r567_0 () Int)
(declare-fun byte () Int)
(declare-fun w568_byte () Int)
(declare-fun w568_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s569_byte () Int)
(declare-fun s569_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s570_byte () Int)
(declare-fun s570_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s571_byte () Int)
(declare-fun s571_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s572_byte () Int)
(declare-fun s572_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s573_byte () Int)
(declare-fun s573_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s574_byte () Int)
(declare-fun s574_0 () Int)
(assert
 (let (($x611 (= byte (+ (+ 0 (* 4 (+ 0 (* r567_0 1)))) r567_byte))))
 (and (and (>= r567_0 0) (< r567_0 16)) (and (>= r567_byte 0) (< r567_byte 4)) $x611)))
(assert
 (let (($x341 (= byte (+ (+ 0 (* 4 (+ 0 (* w568_0 1)))) w568_byte))))
 (and (and (>= w568_0 0) (< w568_0 4)) (and (>= w568_byte 0) (< w568_byte 4)) $x341)))
(assert
 (let (($x493 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x493)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r567_0 1)))) held_byte0)))
(assert
 (let (($x360 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s569_0 1)))) s569_byte))))
 (and (and (>= s569_0 0) (< s569_0 16)) (and (>= s569_byte 0) (< s569_byte 4)) $x360)))
(assert
 (let (($x425 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x425)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s569_0 1)))) held_byte1)))
(assert
 (let (($x131 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s570_0 1)))) s570_byte))))
 (and (and (>= s570_0 0) (< s570_0 16)) (and (>= s570_byte 0) (< s570_byte 4)) $x131)))
(assert
 (let (($x418 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x418)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s570_0 1)))) held_byte2)))
(assert
 (let (($x624 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s571_0 1)))) s571_byte))))
 (and (and (>= s571_0 0) (< s571_0 16)) (and (>= s571_byte 0) (< s571_byte 4)) $x624)))
(assert
 (let (($x293 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x293)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s571_0 1)))) held_byte3)))
(assert
 (let (($x159 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s572_0 1)))) s572_byte))))
 (and (and (>= s572_0 0) (< s572_0 16)) (and (>= s572_byte 0) (< s572_byte 4)) $x159)))
(assert
 (let (($x352 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x352)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s572_0 1)))) held_byte4)))
(assert
 (let (($x391 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s573_0 1)))) s573_byte))))
 (and (and (>= s573_0 0) (< s573_0 16)) (and (>= s573_byte 0) (< s573_byte 4)) $x391)))
(assert
 (let (($x454 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x454)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s573_0 1)))) held_byte5)))
(assert
 (let (($x187 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s574_0 1)))) s574_byte))))
(and (and (>= s574_0 0) (< s574_0 4)) (and (>= s574_byte 0) (< s574_byte 4)) $x187)))
(check-sat)
